import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { bgVisual } from '../../i18n/visual';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { VisuallySimilarResults } from './visually-similar-results';
import { pictureProblem } from './visual-rules';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/** The API: `listing` answers every visually-similar GET, `upload` the POST; `asked` records method and path. */
function serve(options: { listing?: () => Response; upload?: () => Response }) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(`${request.method} ${path}`);
    if (path.startsWith('/api/v1/')) return Response.json([]);
    if (request.method === 'POST') return (options.upload ?? (() => Response.json({ requestId: 'u' + 'A'.repeat(22) }, { status: 201 })))();
    return (options.listing ?? (() => Response.json({ variants: [] })))();
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return asked;
}

const at = (pathname: string) => render(<VisuallySimilarResults location={{ pathname }} />, { wrapper: isolatedCache });

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  jest.mocked(navigate).mockClear();
});

describe('the visually-similar page (spec §2 /products/visually-similar/{requestId}/{slug})', () => {
  it("lists the offers the request id's answer names", async () => {
    const asked = serve({
      listing: () =>
        Response.json({ variants: [variantFixture({ id: 7, name: 'Диван Рим' }), variantFixture({ id: 8, name: 'Диван Пиза' })] }),
    });
    at('/products/visually-similar/v42/divan-verona');
    expect(screen.getByRole('heading', { level: 1, name: bgVisual.title })).toBeInTheDocument();
    expect(await screen.findByText('Диван Рим')).toBeInTheDocument();
    expect(screen.getByText('Диван Пиза')).toBeInTheDocument();
    expect(asked).toContain('GET /api/v2/visually-similar/v42');
    /* Lighthouse heading-order: the cards' h3 names come under an h2, not straight under the h1. */
    expect(screen.getByRole('heading', { level: 2, name: bgVisual.results })).toBeInTheDocument();
  });

  it('says so when nothing is similar, when an upload expired and when the call failed', async () => {
    serve({ listing: () => Response.json({ variants: [] }) });
    const { unmount } = at('/products/visually-similar/v42/divan-verona');
    expect(await screen.findByText(bgVisual.empty)).toBeInTheDocument();
    unmount();
    serve({ listing: () => Response.json({ statusCode: 404, error: 'Not Found', message: 'gone' }, { status: 404 }) });
    const second = at(`/products/visually-similar/u${'B'.repeat(22)}/snimka`);
    expect(await screen.findByRole('alert')).toHaveTextContent(bgVisual.expired);
    second.unmount();
    serve({ listing: () => Response.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }) });
    at('/products/visually-similar/v42/divan-verona');
    expect(await screen.findByRole('alert')).toHaveTextContent(bgVisual.failed);
  });

  it('offers only the upload on its own path, and asks nothing', () => {
    const asked = serve({});
    at('/products/visually-similar');
    expect(screen.getByRole('heading', { name: bgVisual.upload.title })).toBeInTheDocument();
    expect(screen.getByLabelText(bgVisual.upload.choose)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(asked.filter((a) => a.includes('visually-similar'))).toEqual([]);
  });

  it('uploads a chosen picture and goes to its listing; refuses other types and oversized files before sending', async () => {
    const asked = serve({});
    at('/products/visually-similar');
    const input = screen.getByLabelText(bgVisual.upload.choose);
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(bgVisual.upload.wrongType);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/products/visually-similar/u${'A'.repeat(22)}/snimka`));
    expect(asked).toContain('POST /api/v2/visually-similar');
  });

  it('tells an unreadable picture from a failed upload', async () => {
    serve({ upload: () => Response.json({ statusCode: 400, error: 'Bad Request', message: 'body: x', field: 'body' }, { status: 400 }) });
    at('/products/visually-similar');
    fireEvent.change(screen.getByLabelText(bgVisual.upload.choose), {
      target: { files: [new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(bgVisual.upload.unreadable);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('pictureProblem', () => {
  it.each([
    [{ size: 10, type: 'image/png' }, null],
    [{ size: 10, type: 'image/jpeg' }, null],
    [{ size: 10, type: 'image/webp' }, null],
    [{ size: 10, type: 'image/svg+xml' }, 'type'],
    [{ size: 10, type: '' }, 'type'],
    [{ size: 8 * 1024 * 1024 + 1, type: 'image/png' }, 'size'],
  ])('%p → %p', (file, problem) => {
    expect(pictureProblem(file)).toBe(problem);
  });
});
