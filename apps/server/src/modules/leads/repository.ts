import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Language, Lead, LeadInput, LeadStatus, LEAD_SORTS, SORT_ORDERS } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { clinics, leads } from '../../db/schema/index.ts';

type LeadSort = (typeof LEAD_SORTS)[number];
type SortOrder = (typeof SORT_ORDERS)[number];

/** The column each `sort` of the leads orders by (LEAD_SORTS). */
const LEAD_SORT_COLUMNS = { createdAt: leads.createdAt, name: leads.name, status: leads.status } as const;

export function leadRepository(db: AppDb) {
  return {
    async clinicExists(clinicId: string): Promise<boolean> {
      const [row] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
      return Boolean(row);
    },
    async countSince(ipHash: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.ipHash, ipHash), gt(leads.createdAt, since)));
      return row?.n ?? 0;
    },
    async insert(input: LeadInput, accountId: string | null, ipHash: string) {
      const [row] = await db
        .insert(leads)
        .values({
          accountId,
          name: input.name,
          phone: input.phone,
          childAge: input.childAge,
          concern: input.concern,
          preferredClinicId: input.preferredClinicId ?? null,
          preferredClinicName: input.preferredClinicName || null,
          preferredTime: input.preferredTime,
          ipHash,
        })
        .returning({ id: leads.id, createdAt: leads.createdAt });
      return row!;
    },
    /**
     * In the asked order (newest first by default; rows of one name or status newest first among themselves); the
     * clinic's name in the asked language when one was chosen from the list.
     */
    async page(
      start: number,
      limit: number,
      lang: Language,
      status?: LeadStatus,
      order: { sort: LeadSort; order: SortOrder } = { sort: 'createdAt', order: 'desc' },
    ): Promise<{ total: number; list: Lead[] }> {
      const where = status ? eq(leads.status, status) : undefined;
      const [total] = await db.select({ n: count() }).from(leads).where(where);
      const rows = await db
        .select({ lead: leads, clinicName: clinics.name })
        .from(leads)
        .leftJoin(clinics, eq(clinics.id, leads.preferredClinicId))
        .where(where)
        .orderBy(
          (order.order === 'asc' ? asc : desc)(LEAD_SORT_COLUMNS[order.sort]),
          ...(order.sort === 'createdAt' ? [] : [desc(leads.createdAt)]),
          (order.order === 'asc' && order.sort === 'createdAt' ? asc : desc)(leads.id),
        )
        .offset(start)
        .limit(limit);
      return {
        total: total?.n ?? 0,
        list: rows.map(({ lead, clinicName }) => ({
          leadId: lead.id,
          name: lead.name,
          phone: lead.phone,
          childAge: lead.childAge,
          concern: lead.concern,
          preferredClinicId: lead.preferredClinicId,
          preferredClinicName: clinicName ? clinicName[lang] : lead.preferredClinicName,
          preferredTime: lead.preferredTime,
          accountId: lead.accountId,
          createdAt: lead.createdAt.toISOString(),
          status: lead.status,
          statusChangedAt: lead.statusChangedAt ? lead.statusChangedAt.toISOString() : null,
        })),
      };
    },
    /** Sets the follow-up status; false when there is no such lead. */
    async setStatus(leadId: string, status: LeadStatus, accountId: string): Promise<boolean> {
      const rows = await db
        .update(leads)
        .set({ status, statusChangedAt: new Date(), statusChangedBy: accountId })
        .where(eq(leads.id, leadId))
        .returning({ id: leads.id });
      return rows.length > 0;
    },
  };
}
