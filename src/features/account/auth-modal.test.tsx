import { fireEvent, render, screen, within } from '@testing-library/react';
import { AuthModal } from './auth-modal';

describe('AuthModal (spec §6 login / register / forgotten password)', () => {
  it('is a labelled modal dialog that takes focus, and gives it back when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = jest.fn();
    const { unmount } = render(<AuthModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Вход и регистрация' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Имейл')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('switches between the login, registration and forgotten-password tabs, by click, link and arrow key', () => {
    render(<AuthModal onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Регистрация' }));
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Регистрация');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Регистрация' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Забравена парола' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Забравена парола' })).toHaveFocus();
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Вход' }));
    expect(screen.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Имейл')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    render(<AuthModal initialForm="renew" onClose={jest.fn()} />);
    const close = screen.getByRole('button', { name: 'Затвори' });
    const last = screen.getByRole('button', { name: 'Вход' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});
