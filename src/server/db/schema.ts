import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyRole } from '../../shared/contracts/common';
import type { InviteRole } from '../../shared/contracts/hut-people';
import type {
  CategoryRequestStatus,
  CompanyStatus,
  ContactMessageStatus,
  ContactSubject,
  ExceptionStatus,
  JobRunStatus,
  LoanItemStatus,
  LoanReminderKind,
  LoanStatus,
  MailKind,
  MailStatus,
  NoticeKind,
  UnitStatus,
  UserStatus,
} from '../../shared/domain/statuses';
import type { SyncExceptionKind, SyncExceptionResolution } from '../../shared/texts/sync';
import type { StatisticsLevel } from '../../shared/domain/statistics';
import type { ReservationStatus, WaitlistStatus } from '../../shared/domain/reservations';
import type { PasswordLinkPurpose } from '../../shared/domain/password-links';

/**
 * One typed schema for both dialects (SQLite and PostgreSQL). To keep the two identical:
 * - integer ids are INTEGER (SQLite) / SERIAL int4 (PostgreSQL), so both drivers return numbers;
 * - ids of rows that devices create offline (loans, loan items, notes, members, extensions,
 *   exceptions) are client-generated UUIDv7 text;
 * - closed sets (statuses, roles, kinds) are text typed by their list in src/shared/domain;
 * - booleans are integers 0/1; timestamps are UTC ISO-8601 text (`2026-11-21T10:00:00.000Z`,
 *   lexicographically ordered); calendar dates are `yyyy-MM-dd` text.
 */
type Bool = number;
type Timestamp = string;
type IsoDate = string;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  status: ColumnType<CompanyStatus, CompanyStatus | undefined, CompanyStatus>;
  address: string | null;
  county: string; // fylke
  municipality: string; // kommune
  town: string; // sted
  opening_hours: ColumnType<string | null, string | null | undefined, string | null>;
  contact_phone: ColumnType<string | null, string | null | undefined, string | null>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Stored lower-cased; unique among accounts that can sign in; a walk-in may have none. */
  email: string | null;
  phone: string | null;
  /** NO_PASSWORD ('!') for a walk-in or a deleted account: no sign-in. */
  password_hash: string;
  status: UserStatus;
  is_verified: Bool;
  // is_flagged, flagged_by, flag_reason and notes are left empty since migration 0031: what a
  // hut learns about a person is kept on their membership of that hut (CompanyUserTable).
  is_network_admin: Bool;
  /** Last chosen hut; copied into a new session at login. */
  current_company_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the person deleted the account; the row is then an anonymous tombstone. */
  deleted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The device-made UUIDv7 of a person registered at an offline counter. */
  ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when Avvik merged this record into another; ops naming it go to that one. */
  merged_into: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the person last signed in (migration 0039): sessions go when they end. */
  last_sign_in_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface CompanyUserTable {
  company_id: number;
  user_id: number;
  role: CompanyRole;
  created_at: Timestamp;
  /** This hut lends nothing to the person while set (SPEC §4); other huts never see it. */
  is_flagged: ColumnType<Bool, Bool | undefined, Bool>;
  flagged_by: ColumnType<number | null, number | null | undefined, number | null>;
  flag_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** This hut's staff's notes about the person. */
  notes: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MembersTable {
  id: string; // UUIDv7
  user_id: number;
  name: string;
  height: number | null;
  shoe_size: number | null;
  helmet_size: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null; // null for seasons
  name: string;
  slug: string; // lower-cased URL segment, unique among siblings
  label: string | null;
  tagline: string | null;
  heading: string | null;
  description: string | null;
  image: string | null;
  alt_text: string | null;
  sort_order: number;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  category_id: number;
  image: string | null;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** JSON array of the product's parts ("ski", "staver"); null: none listed. */
  parts: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The hut that entered the product: its admins (and the network admin) change the shared
   * fields. Null: none known (migration 0033), the network admin's alone.
   */
  created_by_company_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A change of a product's shared fields (migration 0033): who, from which hut, what, when. */
export interface ProductChangesTable {
  id: string;
  product_id: number;
  changed_by: number | null;
  company_id: number | null;
  /** JSON array of the fields changed (PRODUCT_SHARED_FIELDS). */
  fields: string;
  changed_at: Timestamp;
}

/** A product photo, resized on upload; id: the hash of its bytes (the URL's file name). */
export interface PhotosTable {
  id: string;
  mime: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  created_by: number | null;
  created_at: Timestamp;
}

/** A physical unit of a product, kept at one hut. */
export interface UnitsTable {
  id: Generated<number>;
  product_id: number;
  company_id: number;
  size: string | null;
  max_size: string | null;
  unit: string | null; // e.g. 'cm', 'EU'
  type: string | null;
  image: string | null;
  status: UnitStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Why a unit is in repair or retired (staff's words); null otherwise. */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoansTable {
  id: string; // UUIDv7 (client-generated when made offline)
  number: Generated<number>; // human loan number, assigned by the server
  company_id: number;
  customer_id: number;
  status: LoanStatus;
  loan_date: IsoDate;
  expected_return_date: IsoDate;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
  /** The borrower's child the loan is for (the guardian stays the borrower); null: themselves. */
  member_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoanItemsTable {
  id: string; // UUIDv7: the item-loan id (pivot.id)
  loan_id: string;
  unit_id: number;
  status: LoanItemStatus;
  expected_return_date: IsoDate;
  returned_at: Timestamp | null;
  returned_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LoanExtensionsTable {
  id: string; // UUIDv7
  loan_id: string;
  loan_item_id: string | null; // null: the whole loan
  previous_date: IsoDate;
  new_date: IsoDate;
  created_by: number;
  created_at: Timestamp;
}

export interface NotesTable {
  id: string; // UUIDv7
  company_id: number;
  unit_id: number;
  text: string;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number | null; // null: every staff member of the hut
  company_id: number | null;
  kind: NoticeKind;
  /** Norwegian, as written when the event happened (src/shared/texts/notices.ts). */
  message: string;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /** One notice per occurrence of a job's event (e.g. `overdue:<loan>:hut`); null otherwise. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HutInvitesTable {
  id: Generated<number>;
  company_id: number;
  /** Lower-cased, as accounts store it. */
  email: string;
  invited_by: number | null;
  created_at: Timestamp;
  /**
   * sha256 (hex) of the emailed link's token; the token itself is never stored. Null for the
   * invitations made before the links (migration 0032), which cannot be accepted.
   */
  token_hash: string | null;
  /** The role the admin chose; given only when the invited person accepts. */
  role: ColumnType<InviteRole, InviteRole | undefined, InviteRole>;
  /** The link works until this instant. */
  expires_at: Timestamp;
  /** When the link was used: a used link is refused. */
  accepted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface SessionsTable {
  id_hash: string; // sha256 of the cookie value; the raw id is never stored
  user_id: number;
  company_id: number | null; // the session's current hut
  remember: Bool;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** "Chrome på Android", from the User-Agent at sign-in (the header itself is not kept). */
  device_label: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per sync op ever applied: the idempotency record (docs/sync-protocol.md). */
export interface AppliedOpsTable {
  op_id: string; // UUIDv7 from the device
  device_id: string;
  actor_id: number;
  company_id: number;
  type: string;
  seq: number;
  outcome: string; // 'applied' | 'exception' | 'rejected'
  result_json: string;
  applied_at: Timestamp;
}

/** Monotonic change log behind pull cursors and catalogue deltas. */
export interface ChangeLogTable {
  id: Generated<number>; // the cursor
  company_id: number | null; // null: global (categories, huts)
  entity: string; // 'product' | 'unit' | 'loan' | 'loan_item' | 'user' | 'category' | 'company' | ...
  entity_id: string;
  op: string; // 'upsert' | 'delete'
  created_at: Timestamp;
}

/** Exceptions (Avvik): anomalies recorded instead of lost data. */
export interface SyncExceptionsTable {
  id: string; // UUIDv7
  company_id: number;
  kind: SyncExceptionKind;
  op_id: string | null;
  device_id: string | null;
  actor_id: number | null;
  details_json: string;
  status: ExceptionStatus;
  resolution: SyncExceptionResolution | null;
  resolved_by: number | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  subject: ColumnType<ContactSubject, ContactSubject | undefined, ContactSubject>;
  name: string;
  phone: string;
  email: string;
  message: string;
  status: ColumnType<ContactMessageStatus, ContactMessageStatus | undefined, ContactMessageStatus>;
  created_at: Timestamp;
  /** When the status last changed, and by whom (null: never). */
  handled_at: Timestamp | null;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CategoryRequestsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  category_name: string;
  category_location: string;
  product_name: string | null;
  product_location: string | null;
  created_at: Timestamp;
  /** Where in the tree the hut asked for it; null for requests from before it was asked. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<
    CategoryRequestStatus,
    CategoryRequestStatus | undefined,
    CategoryRequestStatus
  >;
  /** The network admin's answer to the hut. */
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  handled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** "Came for this, none free", recorded at the counter (op demand.record); for statistics. */
export interface UnmetDemandsTable {
  id: string; // UUIDv7 from the device
  company_id: number;
  /** The product's own category when a product was named. */
  category_id: number;
  product_id: number | null;
  /** As staff wrote it ("130 cm", "38"); null: any size. */
  size: string | null;
  recorded_by: number | null;
  /** When it happened at the counter (the device's clock, kept within sense by the server). */
  recorded_at: Timestamp;
  created_at: Timestamp;
}

/** The network's statistics per level, area and month (migration 0025; services/statistics/rollups). */
interface StatisticsAreaKey {
  level: StatisticsLevel;
  /** '' at the network level. */
  county: string;
  /** '' at the network and county levels. */
  municipality: string;
}

export interface StatisticsAreaMonthsTable extends StatisticsAreaKey {
  /** yyyy-mm */
  month: string;
  /** Loans handed out in the month, those for a child, and distinct borrowers. */
  loans: number;
  child_loans: number;
  borrowers: number;
  /** Lines of those loans, and of them those back late and their days late (lines still out are counted when read). */
  lines: number;
  late_lines: number;
  days_late: number;
}

export interface StatisticsAreaProductsTable extends StatisticsAreaKey {
  month: string;
  product_id: number;
  /** Lines of the month's loans. */
  lines: number;
  /** Days in this month that lines back by now were out (lines still out are counted when read). */
  lent_days: number;
  /** Days in this month the units were there to lend, to the month's end as far as known now. */
  shelf_days: number;
  /** Units there to the month's end (not retired): what to take off for days not yet come. */
  units_at_end: number;
}

/**
 * The county and network rows of statistics_area_products summed per quarter (migration 0040):
 * a period's whole quarters are read as one row per product instead of three.
 */
export interface StatisticsAreaProductQuartersTable extends StatisticsAreaKey {
  /** The quarter's first month, yyyy-mm. */
  quarter: string;
  product_id: number;
  lines: number;
  lent_days: number;
  shelf_days: number;
}

/** Per product, the sum of its 12 months to window_month (rollups/window.ts, migration 0041). */
export interface StatisticsAreaProductWindowTable extends StatisticsAreaKey {
  product_id: number;
  lines: number;
  lent_days: number;
  shelf_days: number;
  /** Units there at the end of the window's last month (this month: its days not yet come). */
  units_at_end: number;
}

/** The refresh's work table: dirty months' municipality product rows, out (-) and back (+). */
export interface StatisticsWindowChangesTable {
  county: string;
  product_id: number;
  lines: number;
  lent_days: number;
  shelf_days: number;
  units_at_end: number;
}

export interface StatisticsBorrowersTable extends StatisticsAreaKey {
  era: number;
  customer_id: number;
  /** Bit b: a loan in month era * ERA_MONTHS + b (src/shared/domain/statistics.ts). */
  months: number;
}

/** A line out now, per area and month of its loan (day numbers: days since 1970-01-01). */
export interface StatisticsLinesOutTable {
  county: string;
  municipality: string;
  month: string;
  line_id: string;
  product_id: number;
  loan_day: number;
  expected_day: number;
  /** 1: the loan is open (the line counts as a unit out now). */
  loan_open: number;
}

export interface StatisticsHutAreasTable {
  company_id: number;
  county: string;
  municipality: string;
}

/** A hut's booking rules (hut admin); absent: the defaults (src/shared/domain/reservations.ts). */
export interface HutSettingsTable {
  company_id: number;
  reservations_enabled: ColumnType<Bool, Bool | undefined, Bool>;
  window_from_days: ColumnType<number, number | undefined, number>;
  window_to_days: ColumnType<number, number | undefined, number>;
  /** ISO weekdays, comma-separated ("1,2,3,4,5"). */
  pickup_weekdays: ColumnType<string, string | undefined, string>;
  loan_days: ColumnType<number, number | undefined, number>;
  max_units: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** N units of a product (one size, or any: null) held for a pickup day. */
export interface ReservationsTable {
  id: string; // UUIDv7
  company_id: number;
  product_id: number;
  size: string | null;
  quantity: number;
  pickup_date: IsoDate;
  user_id: number;
  status: ReservationStatus;
  /** The loan it was handed out in. */
  loan_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the pickup reminder (the day before) went out. */
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A place in a waiting list for a fully booked day (src/shared/domain/reservations.ts). */
export interface ReservationWaitlistTable {
  id: string; // UUIDv7
  company_id: number;
  product_id: number;
  size: string | null;
  quantity: number;
  pickup_date: IsoDate;
  user_id: number;
  status: WaitlistStatus;
  offered_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One occurrence of a scheduled job (services/jobs); the key is (job, occurrence). */
export interface JobRunsTable {
  job: string;
  /** Which occurrence: an Oslo date for a daily job, a minute for a frequent one. */
  occurrence: string;
  status: JobRunStatus;
  /** The process running it (or that last did). */
  owner: string;
  /** Running: until then it is the owner's; failed: when it may be tried again. */
  lease_until: Timestamp;
  attempts: number;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  last_error: string | null;
}

/** An email, written in the transaction that decided it; services/mail sends it. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: MailKind;
  user_id: number | null;
  company_id: number | null;
  to_address: string;
  to_name: string;
  subject: string;
  /** Plain text, Norwegian. */
  body: string;
  /** One email per occurrence of its event (e.g. reminders of one borrower on one day). */
  dedupe_key: string;
  status: MailStatus;
  /** Not sent before this instant (quiet hours, a pause after a failed try). */
  not_before: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  sent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Which reminder of a loan went out (one per loan, kind and due date). */
export interface LoanRemindersTable {
  id: string; // UUIDv7
  loan_id: string;
  company_id: number;
  kind: LoanReminderKind;
  due_date: IsoDate;
  /** The email it went in; null when the borrower has no address (the bell only). */
  mail_id: number | null;
  created_at: Timestamp;
}

export interface StatisticsRollupStateTable {
  id: number;
  /** The change log read so far; -1: never built. */
  change_cursor: number;
  /** The last month built for every area (yyyy-mm; '' never). */
  built_through: string;
  /** When the last refresh finished (ISO instant; null: never built). */
  refreshed_at: string | null;
  /** The last month of the 12 summed in statistics_area_product_window ('' never built). */
  window_month: string;
}

export interface StatisticsDirtyTable {
  county: string;
  municipality: string;
  month: string;
  first_day: string;
  last_day: string;
  first_num: number;
  last_num: number;
  era: number;
  bit: number;
}

export interface StatisticsDirtyCustomersTable {
  customer_id: number;
  era: number;
}

/** A fixed-window counter of one limit for one subject (address, account, session). */
export interface RateLimitCountersTable {
  key: string; // '<limit>:<keyed hash of the subject>'
  hits: number;
  window_ends_at: Timestamp;
}

/**
 * A device that signed in to an account: its failed logins there are counted on their own, so
 * others' guesses never lock it out (services/limits/login-devices.ts).
 */
export interface LoginDevicesTable {
  token_hash: string; // sha256 (hex) of the device cookie; the token itself is never stored
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A counter device's public key for a user (migration 0037, services/queue-file). */
export interface DeviceKeysTable {
  device_id: string;
  user_id: number;
  /** The JWK's kty, crv, x and y as canonical JSON (one spelling per key). */
  public_key: string;
  /** The hut chosen when it was registered (for the record). */
  company_id: number;
  created_at: Timestamp;
}

/** A one-time link to set a password (migration 0038, services/account/password-links.ts). */
export interface PasswordLinksTable {
  token_hash: string; // sha256 (hex) of the link's token; the token itself is never stored
  user_id: number;
  purpose: PasswordLinkPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When the password was set with it: a used link is refused. */
  used_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A registration waiting for its emailed link (services/account/registration.ts). */
export interface PendingRegistrationsTable {
  token_hash: string; // sha256 (hex) of the link's token; the token itself is never stored
  email: string; // lower-cased, as accounts store it
  name: string;
  phone: string | null;
  company_ids: string; // JSON array of the huts chosen in the form
  password_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The network admin's settings: one row, id 1 (migration 0039); absent: the defaults. */
export interface NetworkSettingsTable {
  id: number;
  /** Months after a person's last activity before the retention job anonymises them. */
  retention_months: number;
  updated_at: Timestamp;
}

/** Random keys shared by every API process (made once, by whichever starts first). */
export interface ServerSecretsTable {
  name: string;
  value: string; // base64url
  created_at: Timestamp;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  company_user: CompanyUserTable;
  members: MembersTable;
  hut_invites: HutInvitesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_changes: ProductChangesTable;
  photos: PhotosTable;
  units: UnitsTable;
  loans: LoansTable;
  loan_items: LoanItemsTable;
  loan_extensions: LoanExtensionsTable;
  notes: NotesTable;
  notifications: NotificationsTable;
  sessions: SessionsTable;
  applied_ops: AppliedOpsTable;
  change_log: ChangeLogTable;
  sync_exceptions: SyncExceptionsTable;
  contact_messages: ContactMessagesTable;
  category_requests: CategoryRequestsTable;
  unmet_demands: UnmetDemandsTable;
  statistics_area_months: StatisticsAreaMonthsTable;
  statistics_area_products: StatisticsAreaProductsTable;
  statistics_area_product_quarters: StatisticsAreaProductQuartersTable;
  statistics_area_product_window: StatisticsAreaProductWindowTable;
  statistics_borrowers: StatisticsBorrowersTable;
  statistics_lines_out: StatisticsLinesOutTable;
  statistics_hut_areas: StatisticsHutAreasTable;
  statistics_rollup_state: StatisticsRollupStateTable;
  statistics_dirty: StatisticsDirtyTable;
  statistics_dirty_customers: StatisticsDirtyCustomersTable;
  statistics_window_changes: StatisticsWindowChangesTable;
  hut_settings: HutSettingsTable;
  reservations: ReservationsTable;
  reservation_waitlist: ReservationWaitlistTable;
  job_runs: JobRunsTable;
  mail_outbox: MailOutboxTable;
  loan_reminders: LoanRemindersTable;
  rate_limit_counters: RateLimitCountersTable;
  server_secrets: ServerSecretsTable;
  network_settings: NetworkSettingsTable;
  login_devices: LoginDevicesTable;
  pending_registrations: PendingRegistrationsTable;
  device_keys: DeviceKeysTable;
  password_links: PasswordLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type UnitRow = Selectable<UnitsTable>;
export type LoanRow = Selectable<LoansTable>;
export type SessionRow = Selectable<SessionsTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Dialect = 'sqlite' | 'postgres';
