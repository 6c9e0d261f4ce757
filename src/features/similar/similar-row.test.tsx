import { fireEvent, render, screen } from '@testing-library/react';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { SimilarRow } from './similar-row';

describe("SimilarRow (spec §2 'Може да ви хареса и' with a close button)", () => {
  it('loads similar products for the variant, without the variant itself', async () => {
    const loadSimilar = jest.fn(() => Promise.resolve([variantFixture({ id: 501 }), variantFixture({ id: 7, name: 'Диван Рим' })]));
    render(<SimilarRow variantId={501} loadSimilar={loadSimilar} onClose={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Може да ви хареса и' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Диван Рим' })).toBeInTheDocument();
    expect(screen.getAllByTestId('variant-card')).toHaveLength(1);
    expect(loadSimilar).toHaveBeenCalledWith(501);
  });

  it('closes with the close button', async () => {
    const onClose = jest.fn();
    render(<SimilarRow variantId={501} loadSimilar={() => Promise.resolve([])} onClose={onClose} />);
    expect(await screen.findByText('Не намерихме подобни продукти.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Затвори подобните продукти' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('logs a failed load and says nothing was found', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SimilarRow variantId={501} loadSimilar={() => Promise.reject(new Error('offline'))} onClose={jest.fn()} />);
    expect(await screen.findByText('Не намерихме подобни продукти.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
