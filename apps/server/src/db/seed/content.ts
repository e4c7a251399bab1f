import { eq } from 'drizzle-orm';
import { addDays } from '@sprout/clinical';
import * as kinds from '../../modules/content/kinds.ts';
import { contentStore } from '../../modules/content/repository.ts';
import { contentItems, doctorAdvices } from '../schema/index.ts';
import { EYE_ARTICLES } from './content/articles-eyes.ts';
import { GROWTH_ARTICLES } from './content/articles-growth.ts';
import { DRUGS } from './content/drugs.ts';
import { FAQ_CATEGORIES, FAQ_ITEMS } from './content/faq.ts';
import { CONTENT_IDS } from './content/ids.ts';
import { LEGAL_AGREEMENTS } from './content/legal-agreements.ts';
import { LEGAL_HELP } from './content/legal-help.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';

/**
 * Demo content in both languages, saved through the same store and sanitizer as the editor API (so the seed
 * cannot hold what an editor could not save), all published and authored by the demo editor.
 */
export async function seedContent({ tx, today }: SeedContext): Promise<void> {
  const store = contentStore(tx);
  const editedBy = DEMO_IDS.accounts.editor;

  for (const { id, daysAgo, input } of [...EYE_ARTICLES, ...GROWTH_ARTICLES]) {
    await store.create({ id, kind: 'article', data: kinds.prepareArticle(input), published: true, editedBy });
    // Publication dates relative to the seeding day, so the list's order and dates always look current.
    await tx
      .update(contentItems)
      .set({ publishedAt: new Date(`${addDays(today, -daysAgo)}T08:00:00Z`) })
      .where(eq(contentItems.id, id));
  }

  for (const { id, input } of FAQ_CATEGORIES) {
    await store.create({
      id,
      kind: 'faqCategory',
      sortOrder: input.sortOrder,
      data: kinds.prepareFaqCategory(input),
      published: true,
      editedBy,
    });
  }
  for (const [index, item] of FAQ_ITEMS.entries()) {
    const { data, searchText } = kinds.prepareFaqItem({ ...item, sortOrder: index + 1 });
    await store.create({
      id: CONTENT_IDS.faqItem(index + 1),
      kind: 'faqItem',
      parentId: item.categoryId,
      sortOrder: index + 1,
      data,
      searchText,
      published: true,
      editedBy,
    });
  }

  for (const { productCode, ...fields } of DRUGS) {
    await store.create({ kind: 'drug', key: productCode, data: fields, published: true, editedBy });
  }

  for (const [key, input] of Object.entries({ ...LEGAL_AGREEMENTS, ...LEGAL_HELP })) {
    await store.create({ kind: 'legal', key, data: kinds.prepareLegal(input!), published: true, editedBy });
  }

  // Advice the Xuhui clinic's Dr Chen wrote for the Wang children.
  const m = DEMO_IDS.members;
  await tx.insert(doctorAdvices).values([
    {
      familyMemberId: m.boyHaoran,
      authorAccountId: DEMO_IDS.accounts.doctorChen,
      clinicId: DEMO_IDS.clinics.xuhui,
      // One story with his eye screen (growth about 0.13 mm a year, as expected for his age) and the eye clinic's
      // note (no myopia, a low hyperopic reserve): keep it that way, no faster growth than the data show.
      text: '浩然的眼轴增长与同龄孩子相当，但远视储备偏低，容易发展为近视。请保证每天户外活动 2 小时，作业每 20 分钟抬头远眺一会儿。6 个月后复查眼轴和验光。',
      translations: {
        'en-US':
          'Haoran’s axial length is growing as expected for his age, but his hyperopic reserve is low, so myopia could start early. Keep up 2 hours outdoors a day and a look into the distance every 20 minutes of homework. Recheck axial length and refraction in 6 months.',
      },
      createdAt: new Date(`${addDays(today, -21)}T10:30:00Z`),
    },
    {
      familyMemberId: m.babyXiaoyu,
      authorAccountId: DEMO_IDS.accounts.doctorChen,
      clinicId: DEMO_IDS.clinics.xuhui,
      text: '小雨按矫正年龄生长良好。维生素 D 继续按出院医嘱的剂量每天补充，下次体检时测量身长、体重和头围。',
      translations: {
        'en-US':
          'Xiaoyu is growing well for her corrected age. Keep giving vitamin D every day at the dose on her discharge letter; her length, weight and head circumference will be measured at the next check-up.',
      },
      createdAt: new Date(`${addDays(today, -10)}T09:00:00Z`),
    },
  ]);
}
