import type { LegalInput, LegalKey } from '@sprout/contracts';

/**
 * Legal texts written for this product (fictional operator, demo contact details). Plain, concise, and
 * fitted to a children's health app under China's Personal Information Protection Law (PIPL).
 */
export const LEGAL_AGREEMENTS: Partial<Record<LegalKey, LegalInput>> = {
  privatePolicy: {
    title: { 'zh-CN': '隐私政策', 'en-US': 'Privacy Policy' },
    body: {
      'zh-CN': `<p>禾苗成长由上海禾苗儿童健康管理有限公司（“我们”）运营。我们依照《中华人民共和国个人信息保护法》处理您和孩子的个人信息。本政策说明我们收集什么、为什么收集、如何保护，以及您拥有的权利。</p>
<h2>1. 我们收集的信息</h2>
<ul><li>账号信息：手机号、姓名。</li><li>家庭成员信息：孩子的姓名、性别、出生日期、出生胎龄。</li><li>健康信息：身高、体重、头围、眼部检查结果、就诊与检验记录、医生建议。</li><li>使用信息：登录时间、设备类型、错误日志（不含健康数据）。</li></ul>
<h2>2. 未成年人信息</h2>
<p>不满十四周岁未成年人的个人信息和所有医疗健康信息属于敏感个人信息。我们仅在取得监护人单独同意后处理，且仅用于为孩子提供生长发育和视力健康管理服务。</p>
<h2>3. 使用目的</h2>
<ul><li>展示生长曲线、眼轴变化并给出健康建议；</li><li>让孩子建档诊所的医生查看数据、记录检查；</li><li>账号安全、客服与法律法规要求的用途。</li></ul>
<p>我们不会将健康信息用于广告推送，不会出售任何个人信息。</p>
<h2>4. 共享与委托处理</h2>
<p>只有孩子建档诊所的医生可以查看孩子的健康数据，每次查看均被记录。短信、云服务等受托方仅按我们的指示处理必要信息，并受合同约束。我们不向境外提供个人信息。</p>
<h2>5. 存储与安全</h2>
<p>信息存储于中国境内，传输加密、访问受控。我们在实现目的所需的最短期限内保存信息；医疗记录按医疗法规要求的期限保存。</p>
<h2>6. 您的权利</h2>
<p>您可以查阅、复制、更正、删除您和孩子的信息，撤回同意，注销账号，并要求我们解释处理规则。请通过应用内客服或发送邮件至 privacy@sprout-health.example 联系个人信息保护负责人，我们将在 15 个工作日内答复。</p>
<h2>7. 更新</h2>
<p>本政策更新时，我们会在应用内提示；重大变更将再次征得您的同意。</p>`,
      'en-US': `<p>Sprout Growth is operated by Shanghai Sprout Children’s Health Management Co., Ltd. (“we”). We handle your and your child’s personal information under the Personal Information Protection Law of the People’s Republic of China (PIPL). This policy explains what we collect, why, how we protect it, and your rights.</p>
<h2>1. What we collect</h2>
<ul><li>Account: mobile number and name.</li><li>Family members: your child’s name, sex, date of birth and gestational age at birth.</li><li>Health: height, weight, head circumference, eye exam results, visit and test records, doctors’ advice.</li><li>Usage: sign-in times, device type and error logs (without health data).</li></ul>
<h2>2. Children’s information</h2>
<p>Personal information of children under 14 and all medical and health information are sensitive personal information. We process them only with a guardian’s separate consent, and only to provide growth and eye-health care for the child.</p>
<h2>3. Purposes</h2>
<ul><li>Showing growth charts and axial-length trends and giving health advice;</li><li>letting doctors of the clinic where your child has a file see the data and record exams;</li><li>account security, customer service and what the law requires.</li></ul>
<p>We never use health information for advertising and never sell personal information.</p>
<h2>4. Sharing and processors</h2>
<p>Only doctors of the clinic where your child has a file can see your child’s health data, and every access is logged. Processors such as SMS and cloud providers handle only what is needed, on our instructions and under contract. We do not transfer personal information outside mainland China.</p>
<h2>5. Storage and security</h2>
<p>Information is stored in mainland China, encrypted in transit and access-controlled. We keep it no longer than needed for these purposes; medical records are kept for the periods medical regulations require.</p>
<h2>6. Your rights</h2>
<p>You may access, copy, correct and delete your and your child’s information, withdraw consent, close your account, and ask us to explain our processing. Contact our personal information protection officer through in-app customer service or at privacy@sprout-health.example; we reply within 15 working days.</p>
<h2>7. Changes</h2>
<p>We announce updates in the app and ask for your consent again for material changes.</p>`,
    },
  },
  agreement: {
    title: { 'zh-CN': '用户协议', 'en-US': 'User Agreement' },
    body: {
      'zh-CN': `<p>欢迎使用禾苗成长。注册或登录即表示您同意本协议。</p>
<h2>1. 服务内容</h2>
<p>我们为家长提供孩子生长发育与眼部健康的记录、曲线、健康建议和健康科普，并连接您孩子建档的诊所医生。</p>
<h2>2. 不构成诊断</h2>
<p>应用中的百分位、Z 值、健康建议和文章仅供参考，不能代替医生的面诊、诊断和治疗。如孩子身体不适，请及时就医；紧急情况请拨打 120。</p>
<h2>3. 账号</h2>
<ul><li>请使用本人手机号注册，妥善保管验证码，不要转借账号。</li><li>您应保证录入的孩子信息真实，并且是孩子的监护人或经监护人授权。</li></ul>
<h2>4. 使用规范</h2>
<p>不得干扰服务运行、尝试访问他人数据，或利用本服务从事违法活动。</p>
<h2>5. 责任</h2>
<p>我们尽力保证服务稳定和数据准确，因不可抗力或第三方原因造成的中断，我们将及时修复并通知您。</p>
<h2>6. 其他</h2>
<p>本协议适用中华人民共和国法律。争议协商不成的，提交我们所在地有管辖权的人民法院处理。</p>`,
      'en-US': `<p>Welcome to Sprout Growth. By signing up or signing in you accept this agreement.</p>
<h2>1. The service</h2>
<p>We give parents records, charts, health advice and articles about their children’s growth and eye health, and connect them with the doctors of the clinic where their child has a file.</p>
<h2>2. Not a diagnosis</h2>
<p>Percentiles, z-scores, advice and articles in the app are for information. They do not replace a doctor’s examination, diagnosis or treatment. If your child is unwell, see a doctor; in an emergency call 120.</p>
<h2>3. Your account</h2>
<ul><li>Sign up with your own mobile number, keep codes private and do not lend your account.</li><li>Enter true information about your child, as their guardian or with the guardian’s permission.</li></ul>
<h2>4. Fair use</h2>
<p>Do not disrupt the service, try to reach other people’s data, or use the service for anything unlawful.</p>
<h2>5. Responsibility</h2>
<p>We work to keep the service available and the data accurate. After an interruption caused by force majeure or a third party, we repair it promptly and tell you.</p>
<h2>6. General</h2>
<p>This agreement is governed by the laws of the People’s Republic of China. Disputes not settled by talking go to the competent people’s court where we are registered.</p>`,
    },
  },
  vipAgreement: {
    title: { 'zh-CN': '会员服务协议', 'en-US': 'Membership Agreement' },
    body: {
      'zh-CN': `<p>本协议适用于您购买的禾苗成长会员（月度、季度、年度）。</p>
<h2>1. 会员权益</h2>
<p>权益以购买时套餐页面的说明为准，包括在线咨询次数、报告解读、检查项目折扣等。权益在会员有效期内可用于本账号下的全部家庭成员。</p>
<h2>2. 有效期</h2>
<p>会员自支付成功之时起生效，按所购时长计算；未使用的权益到期后失效，不累计到下一期。</p>
<h2>3. 退款</h2>
<ul><li>购买后 7 天内且未使用任何权益的，可申请全额退款。</li><li>已使用部分权益的，按剩余天数比例退款，并扣除已使用权益的原价。</li></ul>
<h2>4. 其他</h2>
<p>会员权益不得转让或转售。如需帮助请联系客服 400-000-0000。</p>`,
      'en-US': `<p>This agreement covers Sprout Growth memberships you buy (monthly, quarterly, annual).</p>
<h2>1. Benefits</h2>
<p>Benefits are as described on the plan page when you buy, such as online consultations, report explanations and discounts on checks. During the membership they cover every family member in your account.</p>
<h2>2. Term</h2>
<p>A membership starts when payment succeeds and runs for the period bought. Unused benefits end with the term and do not carry over.</p>
<h2>3. Refunds</h2>
<ul><li>Within 7 days of purchase and before using any benefit: a full refund.</li><li>After using some benefits: a refund for the remaining days, less the list price of the benefits used.</li></ul>
<h2>4. General</h2>
<p>Benefits may not be transferred or resold. For help call customer service on 400-000-0000.</p>`,
    },
  },
  autoRenewAgreement: {
    title: { 'zh-CN': '自动续费服务协议', 'en-US': 'Auto-Renewal Agreement' },
    body: {
      'zh-CN': `<p>开通自动续费后，会员到期前我们将通过您授权的支付方式自动扣费续期，免去手动续费。</p>
<h2>1. 扣费规则</h2>
<ul><li>在当期会员到期前 24 小时内扣取下一期费用。</li><li>扣费金额为开通时页面显示的续费价格；价格调整会提前 7 天通知，您可在生效前取消。</li><li>扣费前 3 天，我们会通过短信或应用内消息提醒您。</li></ul>
<h2>2. 如何取消</h2>
<p>您可随时在支付平台的“自动续费管理”中关闭。关闭后不再扣费，已支付的当期权益继续有效至到期日。</p>
<h2>3. 扣费失败</h2>
<p>余额不足等原因扣费失败的，会员到期后自动停止，不会产生欠费。</p>`,
      'en-US': `<p>With auto-renewal on, we renew your membership before it ends by charging the payment method you authorised, so you need not renew by hand.</p>
<h2>1. Charging</h2>
<ul><li>The next period is charged within the 24 hours before the current one ends.</li><li>The amount is the renewal price shown when you turned it on; price changes are announced 7 days ahead and you may cancel before they apply.</li><li>We remind you by SMS or in-app message 3 days before each charge.</li></ul>
<h2>2. Cancelling</h2>
<p>Turn it off at any time in the payment platform’s auto-renewal settings. No further charges are made, and the paid period stays active until it ends.</p>
<h2>3. Failed charges</h2>
<p>If a charge fails (for instance for lack of funds), the membership simply ends at the end of the period; nothing is owed.</p>`,
    },
  },
  capsAgreement: {
    title: { 'zh-CN': '胶囊服务包协议', 'en-US': 'Capsule Pack Agreement' },
    body: {
      'zh-CN': `<p>“胶囊服务包”是按次数购买的单项服务组合，例如 3 次眼轴测量、2 次生长评估。</p>
<h2>1. 使用</h2>
<ul><li>每次到店使用时由诊所核销一次，核销记录可在订单页查看。</li><li>服务包自购买之日起 12 个月内有效，过期未用次数作废。</li><li>服务包可用于本账号下任一家庭成员。</li></ul>
<h2>2. 预约</h2>
<p>请提前通过应用或电话预约，如需取消请至少提前 24 小时，否则视为使用一次。</p>
<h2>3. 退款</h2>
<p>未使用的服务包 7 天内可全额退款；部分使用的，按未使用次数占比退款。</p>`,
      'en-US': `<p>A “capsule pack” is a set of single services bought by count, such as 3 axial-length measurements or 2 growth assessments.</p>
<h2>1. Using it</h2>
<ul><li>The clinic redeems one use at each visit; redemptions appear on the order page.</li><li>A pack is valid for 12 months from purchase; uses left at expiry lapse.</li><li>A pack can be used for any family member in your account.</li></ul>
<h2>2. Booking</h2>
<p>Book ahead in the app or by phone. Cancel at least 24 hours ahead, or the visit counts as one use.</p>
<h2>3. Refunds</h2>
<p>An unused pack is refunded in full within 7 days; a partly used pack is refunded in proportion to the unused uses.</p>`,
    },
  },
};
