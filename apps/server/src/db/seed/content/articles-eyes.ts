import type { ArticleInput } from '@sprout/contracts';
import { CONTENT_IDS } from './ids.ts';

/** Demo articles on eyes and screens, written for this product in both languages. */
export const EYE_ARTICLES: Array<{ id: string; daysAgo: number; input: ArticleInput }> = [
  {
    id: CONTENT_IDS.articles.myopiaPrevention,
    daysAgo: 1,
    input: {
      topic: 'eyes',
      coverImage: null,
      title: { 'zh-CN': '预防近视，哪些方法真正有效', 'en-US': 'Preventing myopia: what really works' },
      summary: {
        'zh-CN': '户外活动、用眼习惯和定期检查，比各种“护眼神器”更可靠。',
        'en-US': 'Outdoor time, good near-work habits and regular checks beat any “eye-care gadget”.',
      },
      body: {
        'zh-CN': `<p>近视大多是因为眼球在儿童期长得过长（眼轴变长）。一旦近视，通常不会自己消失，所以预防和延缓进展都很重要。</p>
<h2>有证据支持的做法</h2>
<ul><li><strong>每天户外 2 小时</strong>：白天的自然光是目前证据最充分的保护因素。</li><li><strong>20-20-20</strong>：近距离用眼 20 分钟，看 6 米（20 英尺）以外 20 秒。</li><li>读写时眼睛离书本约一尺（33 厘米），光线充足。</li><li>控制娱乐性屏幕时间。</li><li>3 岁起每年检查视力和屈光，建立屈光发育档案。</li></ul>
<h2>已经近视怎么办</h2>
<p>医生会根据年龄、度数和眼轴增长速度，考虑低浓度阿托品滴眼液、角膜塑形镜、离焦框架眼镜等方法，并定期测量眼轴评估效果。</p>
<h2>不推荐</h2>
<p>没有证据的按摩仪、“治愈近视”的训练，不能代替医学检查和治疗。</p>`,
        'en-US': `<p>Most short-sightedness (myopia) happens because the eyeball grows too long during childhood. Once it starts it rarely goes away, so both preventing it and slowing it matter.</p>
<h2>What the evidence supports</h2>
<ul><li><strong>Two hours outdoors a day</strong>: daylight is the best-proven protection.</li><li><strong>20-20-20</strong>: every 20 minutes of close work, look 6 m (20 feet) away for 20 seconds.</li><li>Keep books about 33 cm from the eyes, in good light.</li><li>Limit recreational screen time.</li><li>Check vision and refraction every year from age 3.</li></ul>
<h2>If your child is already myopic</h2>
<p>Depending on age, prescription and how fast the eye is growing, the doctor may suggest low-dose atropine drops, orthokeratology lenses or myopia-control spectacle lenses, and will measure axial length regularly to see how well it works.</p>
<h2>Not recommended</h2>
<p>Massagers and “cure your myopia” exercises without evidence do not replace examination and treatment.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.outdoorTime,
    daysAgo: 6,
    input: {
      topic: 'eyes',
      coverImage: null,
      title: { 'zh-CN': '每天两小时户外：阳光为什么能护眼', 'en-US': 'Two hours outdoors: why daylight protects the eyes' },
      summary: {
        'zh-CN': '不一定要运动，关键是在户外的自然光下。阴天也有效。',
        'en-US': 'It need not be sport: what counts is being in daylight. Cloudy days count too.',
      },
      body: {
        'zh-CN': `<p>多项研究发现，每天在户外时间更多的孩子，近视发生得更少、更晚。科学家认为，户外明亮的光线会促进视网膜释放多巴胺，从而减缓眼轴增长。</p>
<h2>怎样凑够 2 小时</h2>
<ul><li>上学、放学路上步行一段。</li><li>课间走出教室。</li><li>周末安排公园、郊游等活动。</li><li>阴天的户外光线也远比室内亮，同样有效。</li></ul>
<h2>注意防晒</h2>
<p>夏季正午阳光强烈时可以戴宽檐帽、在树荫下活动。户外光线即使在树荫下也比室内亮得多。</p>
<p>户外时间对已经近视的孩子同样有益，但不能代替医生建议的近视控制治疗。</p>`,
        'en-US': `<p>Study after study has found that children who spend more time outdoors become short-sighted less often and later. Bright outdoor light is thought to raise dopamine release in the retina, which slows the eye’s growth in length.</p>
<h2>Finding two hours</h2>
<ul><li>Walk part of the way to and from school.</li><li>Go outside at break time.</li><li>Plan park visits and outings at weekends.</li><li>Cloudy-day light outdoors is still far brighter than indoor light, and works too.</li></ul>
<h2>Sun safety</h2>
<p>At midday in summer, wear a wide-brimmed hat and play in the shade: shade outdoors is still much brighter than indoors.</p>
<p>Outdoor time helps children who are already myopic as well, but it does not replace the myopia-control treatment a doctor advises.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.screenTime,
    daysAgo: 9,
    input: {
      topic: 'screen',
      coverImage: null,
      title: { 'zh-CN': '不同年龄的孩子，屏幕时间怎么定', 'en-US': 'Screen time rules for each age' },
      summary: {
        'zh-CN': '2 岁以内不看，2–5 岁每天不超过 1 小时，上学后定规则、分段看。',
        'en-US': 'None under 2, no more than an hour a day from 2 to 5, and clear rules in short sessions for school-age children.',
      },
      body: {
        'zh-CN': `<h2>按年龄的建议</h2>
<ul><li><strong>2 岁以内</strong>：除了和家人视频通话，尽量不看屏幕。</li><li><strong>2–5 岁</strong>：每天不超过 1 小时，选择优质内容，家长陪着看、一起聊。</li><li><strong>学龄儿童</strong>：娱乐性屏幕每天累计不超过 1 小时，单次不超过 15 分钟；学习用屏幕也要定时休息。</li></ul>
<h2>定规则的小技巧</h2>
<ul><li>全家一起定“无屏幕时间”：吃饭时、睡前一小时。</li><li>屏幕放在客厅，不放在卧室。</li><li>用计时器，到点就停，不讨价还价。</li><li>家长以身作则。</li></ul>
<p>屏幕时间挤占的是睡眠、户外活动和亲子交流的时间，这才是最需要保护的。</p>`,
        'en-US': `<h2>By age</h2>
<ul><li><strong>Under 2 years</strong>: no screens apart from video calls with family.</li><li><strong>2–5 years</strong>: at most one hour a day of good-quality programmes, watched and talked about together.</li><li><strong>School age</strong>: recreational screens at most one hour a day in sessions of 15 minutes or less; take breaks from screens used for homework too.</li></ul>
<h2>Making rules stick</h2>
<ul><li>Agree screen-free times as a family: meals and the hour before bed.</li><li>Keep screens in the living room, not the bedroom.</li><li>Use a timer; when it rings, the screen goes off, no bargaining.</li><li>Parents lead by example.</li></ul>
<p>Screens take time away from sleep, outdoor play and talking together, and those are what most need protecting.</p>`,
      },
    },
  },
  {
    id: CONTENT_IDS.articles.orthokeratology,
    daysAgo: 15,
    input: {
      topic: 'eyes',
      coverImage: null,
      title: { 'zh-CN': '角膜塑形镜（OK 镜）是怎么回事', 'en-US': 'Orthokeratology (ortho-k) explained' },
      summary: {
        'zh-CN': '夜间佩戴、白天不戴眼镜，还能延缓近视进展。但需要严格的护理和复查。',
        'en-US': 'Worn at night for clear daytime vision, it can also slow myopia. It needs strict care and check-ups.',
      },
      body: {
        'zh-CN': `<p>角膜塑形镜是一种特殊设计的硬性透气隐形眼镜，晚上睡觉时佩戴，轻轻改变角膜中央的形状，第二天摘下后白天可以看清楚。</p>
<h2>对近视进展的作用</h2>
<p>研究显示，与普通框架眼镜相比，佩戴 OK 镜的儿童眼轴增长平均减慢约四成到一半，个体差异较大。医生会定期测量眼轴评估效果。</p>
<h2>适合谁</h2>
<ul><li>一般 8 岁以上、能配合护理的孩子。</li><li>近视度数和角膜条件在适配范围内。</li><li>有活动性眼部炎症、严重干眼等情况时不适合。</li></ul>
<h2>安全最重要</h2>
<ul><li>严格按医生教的方法清洗、消毒，不用自来水冲洗镜片。</li><li>眼红、眼痛、畏光、视力突然下降时立即停戴并就诊。</li><li>按时复查：通常戴镜后第 1 天、1 周、1 个月，之后每 1–3 个月。</li></ul>`,
        'en-US': `<p>Orthokeratology lenses are specially designed rigid gas-permeable contact lenses worn during sleep. They gently reshape the centre of the cornea so that, after removing them in the morning, the child sees clearly all day.</p>
<h2>Effect on myopia progression</h2>
<p>Studies show that children wearing ortho-k lenses have on average roughly 40–50% less axial growth than with ordinary glasses, with wide individual variation. The doctor measures axial length regularly to check the effect.</p>
<h2>Who it suits</h2>
<ul><li>Usually children from about 8 years who can manage lens care with their parents.</li><li>A prescription and cornea within the fitting range.</li><li>Not for eyes with active inflammation or severe dry eye.</li></ul>
<h2>Safety first</h2>
<ul><li>Clean and disinfect exactly as taught; never rinse lenses with tap water.</li><li>Stop wearing and see a doctor at once for a red or painful eye, light sensitivity or sudden blur.</li><li>Keep check-ups: usually day 1, week 1 and month 1 after starting, then every 1–3 months.</li></ul>`,
      },
    },
  },
];
