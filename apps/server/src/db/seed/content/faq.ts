import type { FaqCategoryInput, LocalizedText } from '@sprout/contracts';
import { CONTENT_IDS } from './ids.ts';

const L = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

export const FAQ_CATEGORIES: Array<{ id: string; input: FaqCategoryInput }> = [
  {
    id: CONTENT_IDS.faqCategories.account,
    input: {
      sortOrder: 1,
      name: L('账号与登录', 'Account & sign-in'),
      description: L('登录、验证码、家庭成员', 'Signing in, codes, family members'),
    },
  },
  {
    id: CONTENT_IDS.faqCategories.growth,
    input: { sortOrder: 2, name: L('生长记录', 'Growth records'), description: L('测量、曲线、百分位', 'Measuring, charts, percentiles') },
  },
  {
    id: CONTENT_IDS.faqCategories.eyes,
    input: {
      sortOrder: 3,
      name: L('眼部检查', 'Eye exams'),
      description: L('眼轴、屈光、近视防控', 'Axial length, refraction, myopia control'),
    },
  },
  {
    id: CONTENT_IDS.faqCategories.membership,
    input: {
      sortOrder: 4,
      name: L('会员与订单', 'Membership & orders'),
      description: L('会员套餐、续费、退款', 'Plans, renewal, refunds'),
    },
  },
];

/** Five questions per category; ids are CONTENT_IDS.faqItem(n) in this order, from 1. */
export const FAQ_ITEMS: Array<{ categoryId: string; question: LocalizedText; answer: LocalizedText }> = [
  // Account & sign-in
  {
    categoryId: CONTENT_IDS.faqCategories.account,
    question: L('收不到短信验证码怎么办？', 'I did not receive the SMS code. What should I do?'),
    answer: L(
      '<p>请确认手机号填写正确、手机信号良好，并检查短信是否被拦截软件归入垃圾短信。验证码 60 秒后可以重新获取，5 分钟内有效。仍收不到请拨打客服电话。</p>',
      '<p>Check that the number is right, that you have signal, and that no blocking app filed the message as spam. You can ask for a new code after 60 seconds; each code is valid for 5 minutes. If it still does not arrive, call customer service.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.account,
    question: L('为什么看不到孩子的信息？', 'Why can’t I see my child’s information?'),
    answer: L(
      '<p>孩子需要先在我们的诊所建档，并使用建档时登记的家长手机号登录。如果换了手机号，请到前台更新档案。</p>',
      '<p>Your child needs a file at one of our clinics, and you need to sign in with the parent phone number registered there. If your number has changed, ask the front desk to update the file.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.account,
    question: L('可以两位家长同时查看孩子的数据吗？', 'Can both parents see the child’s data?'),
    answer: L(
      '<p>目前一位孩子的档案关联一个家长账号。另一位家长如需查看，请到诊所前台办理授权。</p>',
      '<p>At present a child’s file is linked to one parent account. For the other parent to see it too, ask the clinic front desk to set up access.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.account,
    question: L('怎么切换语言？', 'How do I switch language?'),
    answer: L(
      '<p>在首页右上角点击“中文 / English”即可切换，应用会记住您的选择。</p>',
      '<p>Tap “中文 / English” at the top right of the home page. The app remembers your choice.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.account,
    question: L('我的数据安全吗？', 'Is my data safe?'),
    answer: L(
      '<p>孩子的健康数据只对您本人和孩子建档诊所的医生可见。数据传输全程加密，所有医生查看记录都会留痕。详见<a href="/privatePolicy">隐私政策</a>。</p>',
      '<p>Your child’s health data is visible only to you and the doctors of the clinic where your child has a file. Data is encrypted in transit, and every doctor’s access is logged. See the <a href="/privatePolicy">privacy policy</a>.</p>',
    ),
  },
  // Growth records
  {
    categoryId: CONTENT_IDS.faqCategories.growth,
    question: L('多久测量一次身高体重？', 'How often should I measure height and weight?'),
    answer: L(
      '<p>1 岁以内每 3 个月一次，1–3 岁每半年一次，3 岁以后每年至少一次。需要密切观察时按医生要求增加。</p>',
      '<p>Every 3 months in the first year, every 6 months from 1 to 3 years, and at least once a year after that, or more often if the doctor asks.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.growth,
    question: L('百分位低是不是就不正常？', 'Is a low percentile abnormal?'),
    answer: L(
      '<p>P3 到 P97 之间都在正常范围。更重要的是孩子是否沿着自己的曲线稳定生长。如果低于 P3，或几个月内跨越两条百分位线，请咨询医生。</p>',
      '<p>Anything from P3 to P97 is normal. What matters more is steady growth along the child’s own line. Below P3, or crossing two percentile lines within a few months, is worth a talk with the doctor.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.growth,
    question: L('同一天测了两次，记录哪一次？', 'I measured twice on the same day. Which one is kept?'),
    answer: L(
      '<p>每天只保留一条记录。再次保存同一天的记录时，应用会询问是否替换原来的数据。</p>',
      '<p>One record is kept per day. When you save a second record for the same date, the app asks whether to replace the first.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.growth,
    question: L('早产宝宝的曲线为什么和实际年龄对不上？', 'Why does my preterm baby’s chart not match their age?'),
    answer: L(
      '<p>2 岁以前，早产宝宝按矫正年龄绘制曲线，即实际年龄减去提前出生的周数。请在生长档案中填写出生胎龄。</p>',
      '<p>Before 2 years a preterm baby is plotted at corrected age: actual age minus the weeks they were born early. Enter the gestational age at birth in the growth record.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.growth,
    question: L('什么是遗传靶身高？', 'What is the mid-parental target height?'),
    answer: L(
      '<p>根据父母身高估算孩子成年身高的大致范围。它只是参考，实际身高还受营养、睡眠、运动和健康状况影响。</p>',
      '<p>An estimate of the adult height range expected from the parents’ heights. It is a guide only: nutrition, sleep, activity and health also shape final height.</p>',
    ),
  },
  // Eye exams
  {
    categoryId: CONTENT_IDS.faqCategories.eyes,
    question: L('什么是眼轴长度？', 'What is axial length?'),
    answer: L(
      '<p>眼轴是从角膜到视网膜的长度，单位毫米。近视多数是眼轴变长引起的，所以眼轴是判断近视进展最客观的指标。</p>',
      '<p>Axial length is the distance from the front of the eye (cornea) to the retina, in millimetres. Most myopia comes from the eye growing too long, so axial length is the most objective measure of progression.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.eyes,
    question: L('眼轴每年长多少算正常？', 'How much axial growth per year is normal?'),
    answer: L(
      '<p>不近视的学龄儿童眼轴每年大约增长 0.1 毫米左右，年龄越大越慢。每年增长 0.3 毫米以上通常提示近视进展较快，建议与医生讨论防控方案。</p>',
      '<p>In school-age children without myopia the eye grows about 0.1 mm a year, less with age. Growth of 0.3 mm a year or more usually means myopia is progressing fast: discuss myopia control with the doctor.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.eyes,
    question: L('检查眼轴需要散瞳吗？', 'Does measuring axial length need dilating drops?'),
    answer: L(
      '<p>不需要。眼轴用光学生物测量仪测量，不接触眼睛，几分钟就能完成。验光时医生可能会根据情况安排散瞳。</p>',
      '<p>No. Axial length is measured with an optical biometer that does not touch the eye and takes a few minutes. For refraction the doctor may use dilating drops when needed.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.eyes,
    question: L('孩子多大开始做眼部检查？', 'At what age should eye checks start?'),
    answer: L(
      '<p>建议 3 岁起每年检查视力和屈光，建立屈光发育档案。如果发现眯眼、歪头看东西、经常揉眼，随时就诊。</p>',
      '<p>Check vision and refraction every year from age 3 to build a record of how the eyes develop. If your child squints, tilts their head to look or rubs their eyes often, come in at any time.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.eyes,
    question: L('低浓度阿托品滴眼液安全吗？', 'Are low-dose atropine eye drops safe?'),
    answer: L(
      '<p>低浓度阿托品用于延缓儿童近视进展，常见反应是轻度怕光或看近稍模糊，多数孩子能适应。需在医生处方和随访下使用，不要自行购买或调整。</p>',
      '<p>Low-dose atropine is used to slow myopia in children. Mild light sensitivity or slightly blurred near vision can occur; most children adapt. Use it only on prescription and with follow-up, never bought or adjusted on your own.</p>',
    ),
  },
  // Membership & orders
  {
    categoryId: CONTENT_IDS.faqCategories.membership,
    question: L('会员有哪些权益？', 'What does membership include?'),
    answer: L(
      '<p>会员可享受在线咨询、生长与视力报告解读、检查项目折扣等权益，各套餐的具体内容见<a href="/package">会员套餐</a>页面。</p>',
      '<p>Members get online consultations, explanations of growth and eye reports, and discounts on checks. See the <a href="/package">membership plans</a> page for what each plan includes.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.membership,
    question: L('怎样取消自动续费？', 'How do I cancel auto-renewal?'),
    answer: L(
      '<p>您可以在支付平台的“自动续费管理”中随时关闭，关闭后当期会员权益继续有效至到期日。详见<a href="/autoRenewAgreement">自动续费服务协议</a>。</p>',
      '<p>Turn it off at any time in the payment platform’s auto-renewal settings; your membership stays active until the end of the paid period. See the <a href="/autoRenewAgreement">auto-renewal agreement</a>.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.membership,
    question: L('购买后可以退款吗？', 'Can I get a refund?'),
    answer: L(
      '<p>购买后 7 天内且未使用任何权益的，可申请全额退款；已使用部分权益的，按<a href="/vipAgreement">会员服务协议</a>的规则处理。</p>',
      '<p>Within 7 days of purchase and before using any benefit, you can ask for a full refund. Once benefits have been used, the rules of the <a href="/vipAgreement">membership agreement</a> apply.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.membership,
    question: L('一个会员可以给几个孩子用？', 'How many children does one membership cover?'),
    answer: L(
      '<p>会员权益按账号生效，可用于该账号下的所有家庭成员，单项权益的次数按套餐说明计算。</p>',
      '<p>Membership belongs to the account and covers every family member in it; each benefit’s number of uses is as the plan describes.</p>',
    ),
  },
  {
    categoryId: CONTENT_IDS.faqCategories.membership,
    question: L('订单支付后在哪里查看？', 'Where do I see my order after paying?'),
    answer: L(
      '<p>支付完成后返回应用即可在订单页查看状态。如支付成功但状态未更新，请稍等几分钟后刷新，或联系客服。</p>',
      '<p>Come back to the app after paying and the order page shows its status. If you paid but the status has not changed, wait a few minutes and refresh, or contact customer service.</p>',
    ),
  },
];
