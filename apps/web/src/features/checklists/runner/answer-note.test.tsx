// @vitest-environment jsdom
import { ANSWER_NOTE_MAX } from '@ks/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { renderWithMantine } from '../../../test-support/dom';
import { AnswerNote } from './answer-note';

setUpBilingualDom();

const field = () => screen.getByRole('textbox', { name: 'Note on “Fridge temperature”' });

describe('AnswerNote', () => {
  it('adds a note under an action and saves it trimmed', async () => {
    const onSave = vi.fn(async () => true);
    renderWithMantine(<AnswerNote actionName="Fridge temperature" note={null} answered disabled={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(field(), { target: { value: '  Door seal torn  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Door seal torn'));
    // Saved: the editor closes (the note itself comes back from the answer).
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it(`says so over ${ANSWER_NOTE_MAX} characters and does not save`, () => {
    const onSave = vi.fn(async () => true);
    renderWithMantine(<AnswerNote actionName="Fridge temperature" note={null} answered disabled={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(field(), { target: { value: 'x'.repeat(ANSWER_NOTE_MAX + 1) } });
    expect(screen.getByText('A note can have at most 500 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save note' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the saved note, keeps the editor open when it could not be stored, and says it in Spanish', async () => {
    await i18next.changeLanguage('es');
    const onSave = vi.fn(async () => false);
    renderWithMantine(<AnswerNote actionName="Nevera" note="Sello roto" answered={false} disabled={false} onSave={onSave} />);
    expect(screen.getByTestId('run-answer-note').textContent).toBe('Nota: Sello roto');
    fireEvent.click(screen.getByRole('button', { name: 'Editar la nota' }));
    expect(screen.getByText(/La nota se envía con tu respuesta/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Sello roto'));
    expect(screen.getByRole('textbox', { name: 'Nota sobre «Nevera»' })).toBeTruthy();
  });
});
