import type { StudentUser } from '@hall/model';
import { queries } from '../../../lib/data/queries.ts';
import { useQuery } from '../../../lib/data/query.ts';
import { RecordList, type Column } from './record-list.tsx';

const byStudentId = (record: StudentUser) => [record.id];

const columns: Column<StudentUser>[] = [
  { header: 'No', cell: (_r, index) => index + 1, csv: (_r, index) => String(index + 1) },
  { header: 'Name', wrap: 'text', cell: (r) => r.name, csv: (r) => r.name },
  { header: 'Student_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'Email', wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
];

export function StudentsList() {
  const state = useQuery(queries.users());
  return <RecordList title="Students" state={state} columns={columns} searchKeys={byStudentId} exportName="students" />;
}
