import { screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, roomMessages, type RoomAllotmentInput } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { filedAs, renderStudentForm } from '../../testing/student-form.ts';
import { renderApp } from '../../testing/test-utils.tsx';

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
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ student_Id_1: ME.id, student_Id_2: '1904003' }), {
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(field('Student ID 2')).toHaveValue(''));
    expect(first).toHaveValue(ME.id);
  });

  it("offers the hall's rooms and says under its field that a room is not one of them, sending nothing", async () => {
    const create = filedAs<RoomAllotmentInput>('r1');
    const choices = vi.fn(async () =>
      ['311', '312', '313', 'B-12'].map((number) => ({ number, floor: '3rd floor', beds: 4 })),
    );
    const { user } = renderApp({
      user: STUDENT,
      url: '/roomallotement',
      data: { users: { me: async () => STUDENT_PROFILE }, roomAllotments: { create }, rooms: { choices } },
    });
    const first = await screen.findByRole('textbox', { name: /^Student ID 1/ });
    await waitFor(() => expect(first).toHaveValue(ME.id));
    const offered = document.getElementById(field('Room choice 1').getAttribute('list') ?? '')!;
    await waitFor(() => expect(offered.querySelectorAll('option')).toHaveLength(4));
    await user.type(field('Apply date'), '2024-05-03');
    for (const slot of [2, 3, 4]) await user.type(field(`Student ID ${slot}`), ME.id);
    for (const [slot, room] of [
      [1, '312'],
      [2, 'N/A'],
      [3, ' b-12 '],
      [4, '311'],
    ] as const)
      await user.type(field(`Room choice ${slot}`), room);
    await user.type(field('Previous room'), '205');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(roomMessages.unknownRoom('N/A'))).toBeInTheDocument();
    expect(field('Room choice 2')).toBeInvalid();
    expect(field('Room choice 3')).toBeValid();
    expect(create).not.toHaveBeenCalled();

    await user.clear(field('Room choice 2'));
    await user.type(field('Room choice 2'), '313');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.forms.roomApplicationSubmitted)).toBeInTheDocument();
    expect(create).toHaveBeenCalledOnce();
  });

  it("shows the API's refusal of a student id under that field", async () => {
    const create = vi.fn(async () => {
      throw new DataError({
        status: 400,
        code: 'invalid_body',
        message: messages.api.invalidBody,
        fields: { student_Id_3: roomMessages.notRegistered('1904099') },
      });
    });
    const { user } = renderStudentForm('/roomallotement', 'roomAllotments', create);
    const first = await screen.findByRole('textbox', { name: /^Student ID 1/ });
    await waitFor(() => expect(first).toHaveValue(ME.id));
    await user.type(field('Apply date'), '2024-05-03');
    for (const slot of [2, 3, 4]) await user.type(field(`Student ID ${slot}`), slot === 3 ? '1904099' : ME.id);
    for (const slot of [1, 2, 3, 4]) await user.type(field(`Room choice ${slot}`), `31${slot}`);
    await user.type(field('Previous room'), '205');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(roomMessages.notRegistered('1904099'))).toBeInTheDocument();
    expect(field('Student ID 3')).toBeInvalid();
    expect(field('Student ID 3')).toHaveValue('1904099');
  });
});
