import type { Kysely } from 'kysely';
import { osloDateOf } from './clock';
import type { Random } from './seed-random';
import { uuidV7 } from './seed-random';
import type { Database } from './schema';
import { noticeTexts } from '../../shared/texts/notices';
import type { SeededLoan } from './seed-loans';
import type { SeededUsers } from './seed-people';

/** Notifications, notes, contact messages and a category request, so no admin list is empty. */
export async function seedExtras(
  db: Kysely<Database>,
  random: Random,
  hutIds: readonly number[],
  users: SeededUsers,
  loans: readonly SeededLoan[],
  today: string,
  now: string,
): Promise<void> {
  const hut = hutIds[0];
  const demo = users.get('demo');
  const flagged = users.get('flagget');
  if (hut === undefined || demo === undefined || flagged === undefined) {
    throw new Error('Seed order: huts and users first');
  }
  const overdue = loans.find(
    (l) => l.companyId === hut && l.status === 'open' && l.customerId === flagged,
  );
  const norwegianDate = (iso: string) => iso.split('-').reverse().join('.');
  const yesterday = new Date(Date.parse(now) - 86_400_000).toISOString();

  await db
    .insertInto('notifications')
    .values([
      {
        user_id: null,
        company_id: hut,
        kind: 'new_user',
        message: 'Ny bruker registrert: Ola Nordmann (ny@utstyrsbod.no) venter på aktivering.',
        read_at: null,
        created_at: now,
      },
      {
        user_id: null,
        company_id: hut,
        kind: 'flagged_user',
        message: 'Per Olsen er flagget og kan ikke låne før saken er avklart.',
        read_at: null,
        created_at: yesterday,
      },
      {
        user_id: null,
        company_id: hut,
        kind: 'overdue_loan',
        message: overdue
          ? noticeTexts.overdueLoan(overdue.number, 'Per Olsen', norwegianDate(overdue.dueDate))
          : 'Et lån er forfalt.',
        read_at: null,
        created_at: now,
        // The reminders job's key for the same occurrence: it does not notice it again.
        dedupe_key: overdue ? `overdue-hut:${overdue.id}:${overdue.dueDate}` : null,
      },
      {
        user_id: demo,
        company_id: hut,
        kind: 'new_user',
        message: `Lise Hansen ble aktivert ${norwegianDate(osloDateOf(new Date(yesterday)))}.`,
        read_at: now,
        created_at: yesterday,
      },
    ])
    .execute();

  const units = await db
    .selectFrom('units')
    .select('id')
    .where('company_id', '=', hut)
    .orderBy('id')
    .limit(2)
    .execute();
  const texts = ['Bremsene ble justert og smurt.', 'Liten ripe i lakken, fungerer fint.'];
  for (const [i, unit] of units.entries()) {
    await db
      .insertInto('notes')
      .values({
        id: uuidV7(random, Date.parse(now)),
        company_id: hut,
        unit_id: unit.id,
        text: texts[i] ?? '',
        created_by: demo,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }

  await db
    .insertInto('contact_messages')
    .values([
      {
        subject: 'general',
        name: 'Ola Spørsmål',
        phone: '40000200',
        email: 'ola@eksempel.no',
        message: 'Kan jeg låne utstyr fra en utstyrsbod i en annen kommune enn der jeg bor?',
        created_at: yesterday,
        handled_at: null,
      },
      {
        subject: 'become_hut',
        name: 'Frivilligsentralen Sagene',
        phone: '22000000',
        email: 'post@eksempel.no',
        message: `Vi vil gjerne starte en utstyrsbod og lurer på hvordan vi kommer i gang (sendt ${today}).`,
        created_at: now,
        handled_at: null,
      },
    ])
    .execute();

  await db
    .insertInto('category_requests')
    .values({
      company_id: hut,
      user_id: demo,
      category_name: 'Klatring',
      category_location: 'Sommer',
      parent_id: (
        await db
          .selectFrom('categories')
          .select('id')
          .where('name', '=', 'Sommer')
          .where('parent_id', 'is', null)
          .executeTakeFirst()
      )?.id,
      product_name: 'Klatresele',
      product_location: 'Klatring',
      created_at: now,
    })
    .execute();
  await seedUnmetNeeds(db, random, hut, demo, now);
  // The demo hut takes reservations (the others keep the default: drop-in only), Monday to
  // Saturday, so the product page's booking can be tried on any day.
  await db
    .insertInto('hut_settings')
    .values({
      company_id: hut,
      reservations_enabled: 1,
      pickup_weekdays: '1,2,3,4,5,6',
      updated_at: now,
    })
    .execute();
}

/** What people came for at the demo hut and did not get, over the last months (statistics). */
async function seedUnmetNeeds(
  db: Kysely<Database>,
  random: Random,
  hut: number,
  staff: number,
  now: string,
): Promise<void> {
  const wanted: [string, string | null, number][] = [
    ['Langrennsski', '130 cm', 5],
    ['Langrennsski', '150 cm', 3],
    ['Hockeyskøyter', '36', 4],
    ['Alpinski', null, 2],
    ['Sykkelhjelm', 'S', 2],
  ];
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'category_id'])
    .where(
      'name',
      'in',
      wanted.map(([name]) => name),
    )
    .execute();
  const rows = wanted.flatMap(([name, size, times]) => {
    const product = products.find((p) => p.name === name);
    if (!product) return [];
    return Array.from({ length: times }, () => {
      // Spread over the last four months, at the counter's opening hours.
      const at = new Date(Date.parse(now) - (1 + Math.floor(random() * 120)) * 86_400_000);
      at.setUTCHours(15, Math.floor(random() * 60), 0, 0);
      const when = at.toISOString();
      return {
        id: uuidV7(random, Date.parse(when)),
        company_id: hut,
        category_id: product.category_id,
        product_id: product.id,
        size,
        recorded_by: staff,
        recorded_at: when,
        created_at: when,
      };
    });
  });
  if (rows.length > 0) await db.insertInto('unmet_demands').values(rows).execute();
}
