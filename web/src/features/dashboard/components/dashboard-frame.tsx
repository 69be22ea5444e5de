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
import { dashboardText } from '@hall/model/texts/dashboard';

const link = dashboardText.links;

const links: Array<[label: string, to: string]> = [
  [link.students, paths.dashboard.students],
  [link.notice, paths.dashboard.notice],
  [link.allotmentRequests, paths.dashboard.allotmentRequests],
  [link.allotmentDetails, paths.dashboard.allotmentDetails],
  [link.tokenRequests, paths.dashboard.tokenRequests],
  [link.tokenDetails, paths.dashboard.tokenDetails],
  [link.hallFeeRequests, paths.dashboard.hallFeeRequests],
  [link.hallFeeDetails, paths.dashboard.hallFeeDetails],
  [link.complaints, paths.dashboard.complaints],
  [link.messages, paths.dashboard.messages],
  [link.activity, paths.dashboard.activity],
  [link.diningStaff, paths.dashboard.diningStaff],
  [link.rooms, paths.dashboard.rooms],
  [link.reports, paths.dashboard.reports],
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
        <nav className="dashboard__sidebar" aria-label={dashboardText.title}>
          <p className="dashboard__brand">{dashboardText.title}</p>
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
            <h1 className="dashboard__title">{dashboardText.title}</h1>
            <p>{dashboardText.landing}</p>
            <h2>{dashboardText.kitchenCount}</h2>
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
      <span>{dashboardText.section}</span>
      <select value={current} onChange={(event) => navigate(event.target.value)}>
        <option value="" disabled>
          {dashboardText.chooseList}
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
  return <NotAllowed>{dashboardText.officeOnly}</NotAllowed>;
}
