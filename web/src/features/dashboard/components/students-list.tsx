import { useCallback } from 'react';
import type { StudentUser } from '@hall/model';
import { useData } from '../../../lib/data/context.ts';
import { useRecords } from '../api/use-records.ts';
import { RecordList, type Column } from './record-list.tsx';

const byStudentId = (record: StudentUser) => [record.id];

const columns: Column<StudentUser>[] = [
  { header: 'No', cell: (_r, index) => index + 1, csv: (_r, index) => String(index + 1) },
  { header: 'Name', cell: (r) => r.name, csv: (r) => r.name },
  { header: 'Student_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'Email', cell: (r) => r.email, csv: (r) => r.email },
];

export function StudentsList() {
  const data = useData();
  const load = useCallback(() => data.users.list(), [data]);
  const { state } = useRecords(load);
  return <RecordList title="Students" state={state} columns={columns} searchKeys={byStudentId} exportName="students" />;
}
