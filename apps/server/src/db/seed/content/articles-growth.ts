import type { ArticleInput } from '@sprout/contracts';
import { CONTENT_IDS } from './ids.ts';

/** Demo articles on growth, sleep, nutrition and preterm babies, written for this product in both languages. */
export const GROWTH_ARTICLES: Array<{ id: string; daysAgo: number; input: ArticleInput }> = [
  {
    id: CONTENT_IDS.articles.growthChart,
    daysAgo: 3,
    input: {
      topic: 'growth',
      coverImage: null,
      title: { 'zh-CN': '读懂孩子的生长曲线', 'en-US': 'Reading your child’s growth chart' },
      summary: {
        'zh-CN': '百分位和 Z 值是什么意思？为什么趋势比某一次的数值更重要？',
        'en-US': 'What percentiles and z-scores mean, and why the trend matters more than any single value.',
      },
      body: {
        'zh-CN': `<p>生长曲线把孩子的身高、体重和同龄、同性别的健康儿童放在一起比较。本应用使用世界卫生组织（WHO）的生长标准：5 岁以下用 WHO 2006 标准，5 岁以上用 WHO 2007 参考值。</p>
<h2>百分位是什么</h2>
<p>第 50 百分位（P50）表示 100 个同龄孩子中，大约有 50 个比他矮、50 个比他高。P3 到 P97 之间都属于正常范围。处在 P15 的孩子并不“不够好”，只是个子偏小一些。</p>
<h2>Z 值是什么</h2>
<p>Z 值表示离平均值有多少个标准差。0 就是平均水平；-2 到 +2 之间是正常范围，对应大约 P2.3 到 P97.7。</p>
<h2>看趋势，不看单次</h2>
<ul><li>孩子大多沿着自己的百分位线稳定生长。</li><li>一次测量偏高或偏低，常常是测量误差，隔一段时间再测一次。</li><li>如果曲线在几个月里<strong>跨越两条百分位线</strong>（例如从 P50 掉到 P15 以下），请告诉医生。</li></ul>
<h2>怎样测得准</h2>
<p>2 岁以内躺着量身长，2 岁以后脱鞋站着量身高；早晨测量更稳定。体重最好在同一时间、穿同样的衣服称。</p>`,
        'en-US': `<p>A growth chart compares your child’s height and weight with healthy children of the same age and sex. This app uses the World Health Organization standards: the WHO 2006 standards under 5 years and the WHO 2007 reference from 5 years.</p>
<h2>What a percentile means</h2>
<p>The 50th percentile (P50) means that of 100 children of the same age, about 50 are shorter and 50 taller. Anything from P3 to P97 is in the normal range. A child on P15 is not “behind”; they are simply on the smaller side.</p>
<h2>What a z-score means</h2>
<p>A z-score says how many standard deviations a value is from the average. 0 is average; −2 to +2 is the normal range, roughly P2.3 to P97.7.</p>
<h2>Watch the trend, not one point</h2>
<ul><li>Most children grow steadily along their own percentile line.</li><li>One high or low value is often a measuring error: measure again after a while.</li><li>If the curve <strong>crosses two percentile lines</strong> within a few months (say from P50 to below P15), tell your doctor.</li></ul>
<h2>Measuring well</h2>
<p>Measure length lying down under 2 years and height standing without shoes after that; mornings give steadier readings. Weigh at the same time of day in similar clothes.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.sleep,
    daysAgo: 12,
    input: {
      topic: 'sleep',
      coverImage: null,
      title: { 'zh-CN': '孩子每天该睡多久？', 'en-US': 'How much sleep does my child need?' },
      summary: {
        'zh-CN': '按年龄给出的睡眠时长建议，以及帮助孩子睡好的几个习惯。',
        'en-US': 'Recommended sleep by age, and a few habits that help children sleep well.',
      },
      body: {
        'zh-CN': `<p>睡眠不足会影响孩子的注意力、情绪和生长。下面是儿科睡眠专家共识给出的每天睡眠时长（含午睡）：</p>
<table><thead><tr><th scope="col">年龄</th><th scope="col">每天睡眠</th></tr></thead><tbody>
<tr><td>0–3 个月</td><td>14–17 小时</td></tr><tr><td>4–12 个月</td><td>12–16 小时</td></tr><tr><td>1–2 岁</td><td>11–14 小时</td></tr>
<tr><td>3–5 岁</td><td>10–13 小时</td></tr><tr><td>6–12 岁</td><td>9–12 小时</td></tr><tr><td>13–18 岁</td><td>8–10 小时</td></tr></tbody></table>
<h2>帮助入睡的习惯</h2>
<ul><li>每天同一时间上床、同一时间起床，周末也尽量不打乱。</li><li>睡前一小时关掉屏幕，屏幕的光会推迟入睡。</li><li>睡前流程简单固定：洗漱、讲故事、关灯。</li><li>卧室安静、偏暗、温度适中。</li></ul>
<p>如果孩子打鼾明显、睡觉时憋气，或白天总是很困，请咨询医生。</p>`,
        'en-US': `<p>Too little sleep affects attention, mood and growth. These are the daily amounts (naps included) recommended by paediatric sleep experts:</p>
<table><thead><tr><th scope="col">Age</th><th scope="col">Sleep per day</th></tr></thead><tbody>
<tr><td>0–3 months</td><td>14–17 hours</td></tr><tr><td>4–12 months</td><td>12–16 hours</td></tr><tr><td>1–2 years</td><td>11–14 hours</td></tr>
<tr><td>3–5 years</td><td>10–13 hours</td></tr><tr><td>6–12 years</td><td>9–12 hours</td></tr><tr><td>13–18 years</td><td>8–10 hours</td></tr></tbody></table>
<h2>Habits that help</h2>
<ul><li>Same bedtime and wake-up time every day, weekends included where you can.</li><li>Screens off an hour before bed: their light delays sleep.</li><li>A short, fixed routine: wash, a story, lights out.</li><li>A quiet, dim bedroom at a comfortable temperature.</li></ul>
<p>If your child snores loudly, pauses breathing in sleep or is sleepy all day, talk to a doctor.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.vitaminD,
    daysAgo: 20,
    input: {
      topic: 'nutrition',
      coverImage: null,
      title: { 'zh-CN': '宝宝要不要补维生素 D？', 'en-US': 'Does my baby need vitamin D?' },
      summary: {
        'zh-CN': '母乳喂养的宝宝尤其需要：每天 400 IU，从出生后不久开始。',
        'en-US': 'Breastfed babies especially: 400 IU a day, starting soon after birth.',
      },
      body: {
        'zh-CN': `<p>维生素 D 帮助身体吸收钙，让骨骼正常生长。母乳中的维生素 D 很少，宝宝晒太阳又要注意防晒，所以单靠饮食和日晒往往不够。</p>
<h2>建议剂量</h2>
<ul><li>足月宝宝：出生后数天内开始，每天 <strong>400 IU</strong>，至少到 1 岁。</li><li>早产宝宝：剂量可能更高，请按医生的处方。</li><li>配方奶喂养的宝宝：配方奶里已含维生素 D，是否需要额外补充请问医生。</li></ul>
<h2>怎么喂</h2>
<p>滴剂可以直接滴在乳头上让宝宝吸吮，或滴入宝宝口中颊部。每天固定时间喂，不容易忘。</p>
<h2>注意</h2>
<p>不要同时吃几种含维生素 D 的产品，以免过量。鱼肝油同时含维生素 A，长期大量服用要谨慎。</p>`,
        'en-US': `<p>Vitamin D helps the body absorb calcium so bones grow normally. Breast milk contains little of it, and babies’ skin must be protected from strong sun, so food and sunlight alone are usually not enough.</p>
<h2>How much</h2>
<ul><li>Babies born at term: <strong>400 IU</strong> a day, starting within the first days of life and continuing at least to the first birthday.</li><li>Babies born preterm: the dose may be higher; follow the doctor’s prescription.</li><li>Formula-fed babies: formula already contains vitamin D; ask your doctor whether extra is needed.</li></ul>
<h2>How to give it</h2>
<p>Put the drop on the nipple before a feed, or into the side of the baby’s mouth. A fixed time each day makes it easy to remember.</p>
<h2>Take care</h2>
<p>Do not combine several products that contain vitamin D. Cod liver oil also contains vitamin A; be careful with large doses over long periods.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.pretermFollowUp,
    daysAgo: 30,
    input: {
      topic: 'preterm',
      coverImage: null,
      title: { 'zh-CN': '早产宝宝的随访：什么是矫正年龄', 'en-US': 'Following up a preterm baby: corrected age' },
      summary: {
        'zh-CN': '早产宝宝的生长和发育要按矫正年龄来评估，直到 2 岁左右。',
        'en-US': 'A preterm baby’s growth and development are judged by corrected age until about 2 years.',
      },
      body: {
        'zh-CN': `<p>怀孕不满 37 周出生的宝宝是早产儿。早产宝宝出生时“提前”了几周，评估生长发育时要把这几周扣掉，这就是<strong>矫正年龄</strong>。</p>
<h2>怎么算</h2>
<p>矫正年龄 = 实际年龄 −（40 周 − 出生胎龄）。例如 32 周出生、现在实际 6 个月的宝宝，提前了 8 周，矫正年龄约 4 个月。</p>
<h2>用到什么时候</h2>
<p>一般用到实际年龄 2 岁左右。本应用会在 2 岁前自动用矫正年龄绘制生长曲线，请在生长档案里填写出生胎龄。</p>
<h2>随访要点</h2>
<ul><li>按医生安排的时间复查体重、身长和头围。</li><li>按医嘱补充维生素 D 和铁。</li><li>出生胎龄小的宝宝需要按时做眼底筛查和听力复查。</li><li>大运动、语言等发育里程碑也按矫正年龄来对照。</li></ul>
<p>大多数早产宝宝会在头两年“追赶”上来。如果追赶不理想，医生会和您一起找原因。</p>`,
        'en-US': `<p>A baby born before 37 weeks of pregnancy is preterm. Because they arrived weeks early, those weeks are taken off when judging growth and development: this is the <strong>corrected age</strong>.</p>
<h2>How it is worked out</h2>
<p>Corrected age = actual age − (40 weeks − gestational age at birth). A baby born at 32 weeks who is now 6 months old arrived 8 weeks early, so their corrected age is about 4 months.</p>
<h2>For how long</h2>
<p>Usually until about 2 years of actual age. Before 2 years this app plots growth at corrected age automatically: enter the gestational age at birth in the growth record.</p>
<h2>Follow-up essentials</h2>
<ul><li>Weight, length and head circumference at the visits the doctor plans.</li><li>Vitamin D and iron as prescribed.</li><li>Eye (retina) screening and hearing checks on time for babies born very early.</li><li>Milestones such as rolling, sitting and first words compared at corrected age too.</li></ul>
<p>Most preterm babies catch up within the first two years. If catch-up is slow, the doctor will look for the reason with you.</p>`,
      },
    },
  },
];
