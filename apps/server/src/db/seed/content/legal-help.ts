import type { LegalInput, LegalKey } from '@sprout/contracts';

/** Help and information texts written for this product (fictional operator, demo contact details). */
export const LEGAL_HELP: Partial<Record<LegalKey, LegalInput>> = {
  memberDiscountExplanation: {
    title: { 'zh-CN': '会员优惠说明', 'en-US': 'Member Discounts' },
    body: {
      'zh-CN': `<p>会员在有效期内可享受以下优惠（以套餐页面为准）：</p>
<table><thead><tr><th scope="col">项目</th><th scope="col">会员价</th></tr></thead><tbody>
<tr><td>眼轴与屈光检查</td><td>8 折</td></tr><tr><td>生长发育评估</td><td>8 折</td></tr><tr><td>在线图文咨询</td><td>每月 2 次免费</td></tr><tr><td>报告解读</td><td>免费</td></tr></tbody></table>
<h2>说明</h2>
<ul><li>优惠不与其他活动叠加，取最优惠的一项。</li><li>药品、眼镜及角膜塑形镜等医疗器械不参与折扣。</li><li>优惠在诊所结账时自动计算，请出示会员手机号。</li></ul>`,
      'en-US': `<p>During a membership you get these discounts (the plan page is authoritative):</p>
<table><thead><tr><th scope="col">Service</th><th scope="col">Member price</th></tr></thead><tbody>
<tr><td>Axial length and refraction check</td><td>20% off</td></tr><tr><td>Growth assessment</td><td>20% off</td></tr><tr><td>Online written consultation</td><td>2 free a month</td></tr><tr><td>Report explanation</td><td>Free</td></tr></tbody></table>
<h2>Notes</h2>
<ul><li>Discounts do not stack with other offers; the best one applies.</li><li>Medicines, glasses and medical devices such as ortho-k lenses are not discounted.</li><li>Discounts are applied at the clinic checkout: give your member phone number.</li></ul>`,
    },
  },
  consultationInstructions: {
    title: { 'zh-CN': '问诊须知', 'en-US': 'Before Your Consultation' },
    body: {
      'zh-CN': `<h2>在线咨询适合什么</h2>
<p>解读生长曲线和检查报告、日常喂养和用眼习惯、复诊前后的疑问。</p>
<h2>不适合在线咨询的情况</h2>
<p>以下情况请立即到医院就诊或拨打 120：高热伴精神差、抽搐、呼吸困难、严重外伤、眼外伤、突然看不见。</p>
<h2>咨询前请准备</h2>
<ul><li>孩子的年龄、主要问题和持续时间；</li><li>近期的身高体重或检查结果（应用中已有的记录医生可直接查看）；</li><li>正在使用的药物和过敏史。</li></ul>
<h2>回复时间</h2>
<p>医生一般在工作时间 24 小时内回复。在线建议不能代替面诊，必要时医生会建议您到诊所就诊。</p>`,
      'en-US': `<h2>What online consultation is for</h2>
<p>Explaining growth charts and exam reports, everyday feeding and eye habits, and questions before or after a visit.</p>
<h2>When not to use it</h2>
<p>Go to a hospital at once or call 120 for: high fever with a very drowsy child, seizures, difficulty breathing, serious injury, an eye injury, or sudden loss of vision.</p>
<h2>Please have ready</h2>
<ul><li>Your child’s age, the main problem and how long it has lasted;</li><li>recent height, weight or exam results (records already in the app are visible to the doctor);</li><li>medicines in use and any allergies.</li></ul>
<h2>Response time</h2>
<p>Doctors usually reply within 24 working hours. Online advice does not replace an examination; the doctor will ask you to come in when needed.</p>`,
    },
  },
  about: {
    title: { 'zh-CN': '关于禾苗成长', 'en-US': 'About Sprout Growth' },
    body: {
      'zh-CN': `<p>禾苗成长是禾苗儿童健康中心为家长提供的线上服务。我们在上海设有徐汇、浦东两家门店，提供儿童保健、生长发育评估和儿童眼视光服务。</p>
<h2>我们的理念</h2>
<p>孩子的成长是一条曲线，而不是一个数字。我们用世界卫生组织的生长标准和儿童眼轴参考值，帮助家长看懂趋势、及早发现问题，并与医生一起做决定。</p>
<h2>联系我们</h2>
<ul><li>客服电话：400-000-0000（每天 9:00–18:00）</li><li>邮箱：hello@sprout-health.example</li><li>运营主体：上海禾苗儿童健康管理有限公司</li></ul>`,
      'en-US': `<p>Sprout Growth is the online service of the Sprout Children’s Health Centres for parents. Our two clinics in Shanghai, in Xuhui and Pudong, offer child health checks, growth assessment and children’s eye care.</p>
<h2>What we believe</h2>
<p>A child’s growth is a curve, not a number. Using the WHO growth standards and children’s axial-length references, we help parents see the trend, spot problems early, and decide together with their doctor.</p>
<h2>Contact</h2>
<ul><li>Customer service: 400-000-0000 (daily 9:00–18:00)</li><li>Email: hello@sprout-health.example</li><li>Operator: Shanghai Sprout Children’s Health Management Co., Ltd.</li></ul>`,
    },
  },
  help: {
    title: { 'zh-CN': '帮助中心', 'en-US': 'Help' },
    body: {
      'zh-CN': `<h2>快速上手</h2>
<ol><li>用在诊所登记的手机号登录。</li><li>在首页选择家庭成员，查看生长和眼部卡片。</li><li>在“生长发育”中添加身高体重记录，曲线会自动更新。</li><li>在“健康建议”中查看按年龄和最新数据生成的建议。</li></ol>
<h2>常见问题</h2>
<p>登录、记录、检查和会员的常见问题见<a href="/faq">常见问题</a>。</p>
<h2>还需要帮助？</h2>
<p>拨打客服电话 400-000-0000，或在诊所前台咨询。</p>`,
      'en-US': `<h2>Getting started</h2>
<ol><li>Sign in with the mobile number registered at the clinic.</li><li>On the home page, choose a family member to see their growth and eye cards.</li><li>Add height and weight under Growth; the chart updates at once.</li><li>Open Health advice for advice based on age and the latest data.</li></ol>
<h2>Common questions</h2>
<p>Questions about signing in, records, exams and membership are answered in the <a href="/faq">FAQ</a>.</p>
<h2>Still need help?</h2>
<p>Call customer service on 400-000-0000, or ask at the clinic front desk.</p>`,
    },
  },
};
