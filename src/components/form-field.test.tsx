import { render, screen } from '@testing-library/react';
import { fieldDescription, FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and ties the hint and the message to it', () => {
    const props = { id: 'price', hint: 'В лева.', error: 'Въведете цена.' };
    render(
      <FormField {...props} label="Желана цена">
        <input id="price" aria-describedby={fieldDescription(props)} />
      </FormField>,
    );
    expect(screen.getByLabelText('Желана цена')).toHaveAccessibleDescription('В лева. Въведете цена.');
  });

  it('describes a control by nothing when it has neither hint nor message', () => {
    expect(fieldDescription({ id: 'email' })).toBeUndefined();
    expect(fieldDescription({ id: 'email', error: 'Въведете имейл.' })).toBe('email-error');
  });
});
