// The top bar's links for the signed-in account's dining role (issue 30): the office's, dining
// staff's, or everyone else's. Loaded with the signed-in chunk (menu-account.tsx), off the home
// page's first load.
import type { ReactNode } from 'react';
import { layoutText } from '@hall/model/texts/layout';
import { menuText } from '@hall/model/texts/menu';
import { paths } from '../../config/paths.ts';
import { useDiningRole } from '../../lib/auth/dining-role.ts';

type Links = ReadonlyArray<{ label: string; to: string }>;

// The administrator files no requests and sends no contact messages (the API and the rules refuse
// them with 403), so the bar offers Home, the dashboard and the dining page (decision 014).
const OFFICE_LINKS: Links = [
  { label: layoutText.home, to: paths.home },
  { label: menuText.dashboard, to: paths.dashboard.root },
  { label: menuText.dining, to: paths.dining },
];
// Dining staff file nothing either (issue 30): the notice board and their own page.
const STAFF_LINKS: Links = [OFFICE_LINKS[0]!, OFFICE_LINKS[2]!];

/**
 * The top bar's links for the signed-in account's role; `student` are everyone else's, also shown
 * until the API has answered (most accounts are students').
 */
export function RoleLinks({ student, render }: { student: Links; render: (links: Links) => ReactNode }) {
  const role = useDiningRole();
  return render(role === 'office' ? OFFICE_LINKS : role === 'staff' ? STAFF_LINKS : student);
}
