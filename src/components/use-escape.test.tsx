import { fireEvent, render } from '@testing-library/react';
import { useEscape } from './use-escape';

function Probe({ active, onEscape }: { active: boolean; onEscape: () => void }) {
  useEscape({ active, onEscape });
  return null;
}

describe('useEscape', () => {
  it('calls back on Escape only while active, and not for other keys', () => {
    const onEscape = jest.fn();
    const { rerender } = render(<Probe active={false} onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
    rerender(<Probe active onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender(<Probe active={false} onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
