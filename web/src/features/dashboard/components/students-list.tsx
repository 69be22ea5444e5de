import type { StudentUser } from '@hall/model';
import { queries } from '../../../lib/data/queries.ts';
import { useQuery } from '../../../lib/data/query.ts';
import { columnText, dashboardText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';
import { plainNumber } from '../utils/numbers.ts';
import { RecordList, type Column } from './record-list.tsx';

const byStudentId = (record: StudentUser) => [record.id];

const columns: Column<StudentUser>[] = [
  {
    header: listsText.students.number,
    cell: (_r, index) => plainNumber(index + 1),
    csv: (_r, index) => String(index + 1),
  },
  { header: columnText.name, wrap: 'text', cell: (r) => r.name, csv: (r) => r.name },
  { header: listsText.students.studentId, cell: (r) => r.id, csv: (r) => r.id },
  { header: columnText.email, wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
];

export function StudentsList() {
  const state = useQuery(queries.users());
  return (
    <RecordList
      title={dashboardText.titles.students}
      state={state}
      columns={columns}
      searchKeys={byStudentId}
      exportName="students"
    />
  );
}
