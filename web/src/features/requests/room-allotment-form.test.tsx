import { screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, type RoomAllotmentInput } from '@hall/model';
import { STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { filedAs, renderStudentForm } from '../../testing/student-form.ts';

const ME = STUDENT_PROFILE;

afterEach(() => Swal.close());

const renderForm = () => renderStudentForm('/roomallotement', 'roomAllotments', filedAs<RoomAllotmentInput>('r1'));

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('the room allotment form', () => {
  it("fills in the student's own id as the group's first, still editable", async () => {
    const { user } = renderForm();
    const first = await screen.findByRole('textbox', { name: /^Student ID 1/ });
    await waitFor(() => expect(first).toHaveValue(ME.id));
    expect(first).not.toHaveAttribute('readonly');
    expect(field('Student ID 2')).toHaveValue('');
    await user.clear(first);
    await user.type(first, '1904002');
    expect(first).toHaveValue('1904002');
  });

  it('files the group with the id filled in, and fills it in again for the next application', async () => {
    const { user, create } = renderForm();
    const first = await screen.findByRole('textbox', { name: /^Student ID 1/ });
    await waitFor(() => expect(first).toHaveValue(ME.id));
    await user.type(field('Apply date'), '2024-05-03');
    for (const slot of [2, 3, 4]) await user.type(field(`Student ID ${slot}`), `190400${slot + 1}`);
    for (const slot of [1, 2, 3, 4]) await user.type(field(`Room choice ${slot}`), `31${slot}`);
    await user.type(field('Previous room'), '205');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.forms.roomApplicationSubmitted)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ student_Id_1: ME.id, student_Id_2: '1904003' }));
    await waitFor(() => expect(field('Student ID 2')).toHaveValue(''));
    expect(first).toHaveValue(ME.id);
  });
});
