// The reports contract (issue 32) on the SQLite store.
import { describeReportsContract } from '../reports-contract.ts';
import { openTempSqliteStore } from './temp-store.ts';

describeReportsContract('SQLite', () => openTempSqliteStore('reports-contract-'));
