import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useQueryCache } from '../../../lib/data/query.ts';
import { useLiveUpdates } from '../../../lib/data/use-live.ts';
import { heldArrivalsOf } from '../api/held-arrivals.ts';
import { TransactionSearch } from './transaction-search.tsx';
import { KitchenCount } from '../../../components/dining/kitchen-count.tsx';
import '../dashboard.css';
import { NotAllowed } from '../../../components/ui/not-allowed.tsx';

const links: Array<[label: string, to: string]> = [
  ['Students', paths.dashboard.students],
  ['Notice', paths.dashboard.notice],
  ['Allotement_Req', paths.dashboard.allotmentRequests],
  ['Allotement_Details', paths.dashboard.allotmentDetails],
  ['Token_req', paths.dashboard.tokenRequests],
  ['Token_Details', paths.dashboard.tokenDetails],
  ['Hall_Fee_req', paths.dashboard.hallFeeRequests],
  ['Hall_Fee_Details', paths.dashboard.hallFeeDetails],
  ['Complains Box', paths.dashboard.complaints],
  ['Messages', paths.dashboard.messages],
  ['Activity', paths.dashboard.activity],
  ['Dining staff', paths.dashboard.diningStaff],
  ['Rooms', paths.dashboard.rooms],
  ['Reports', paths.dashboard.reports],
];

/**
 * The admin area: the spec's sidebar beside the chosen list (on a phone, a select instead:
 * dashboard.css shows one or the other), in the hall's controls (components/ui). A signed-in
 * student sees a clear 'not allowed' page instead (the spec guards /dashboard by login only; the
 * API refuses them anyway).
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <OfficeOnly />;
  return <AdminArea>{children}</AdminArea>;
}

function AdminArea({ children }: { children: ReactNode }) {
  // New requests and decisions appear in the lists without a reload (issue 19); a new filing
  // waits behind the list's "1 new request" button, so no row moves under the pointer (issue 35).
  const arrivals = heldArrivalsOf(useQueryCache());
  useLiveUpdates(true, undefined, (change) => arrivals.hold(change));
  return (
    <div className="dashboard">
      {/* The sections, then the search by transaction id: on every dashboard page (issue 35). */}
      <div className="dashboard__side">
        <nav className="dashboard__sidebar" aria-label="Hall Management">
          <p className="dashboard__brand">Hall Management</p>
          <SectionSelect />
          <ul className="dashboard__links">
            {links.map(([label, to]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => `dashboard__link${isActive ? ' dashboard__link--active' : ''}`}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <TransactionSearch />
      </div>
      <div className="dashboard__content">
        {children ?? (
          <section className="stack">
            <h1 className="dashboard__title">Hall Management</h1>
            <p>Choose a list from the menu. The search by transaction id is on every dashboard page.</p>
            <h2>Kitchen’s count</h2>
            <KitchenCount />
          </section>
        )}
      </div>
    </div>
  );
}

/** The sections as one native select, for a phone: a tap opens the list, a choice opens the page. */
function SectionSelect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = links.find(([, to]) => pathname === to || pathname.startsWith(`${to}/`))?.[1] ?? '';
  return (
    <label className="dashboard__select">
      <span>Section</span>
      <select value={current} onChange={(event) => navigate(event.target.value)}>
        <option value="" disabled>
          Choose a list
        </option>
        {links.map(([label, to]) => (
          <option key={to} value={to}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

function OfficeOnly() {
  return <NotAllowed>Hall Management is for the hall office only. Your account cannot open it.</NotAllowed>;
}
