import { DEFAULT_BRANDS } from './brands';
import type { LegalBrand, LegalDocument, LegalLang } from './types';

const UPDATED = '2025-06-01';

function termsZh({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'terms',
    lang: 'zh',
    title: `${product}用户服务协议`,
    updated: UPDATED,
    intro: [
      `欢迎您使用“${product}”！“${product}”是由${company}（以下简称“我们”）开发和运营的人工智能游戏陪伴产品，为您提供 AI 游戏伙伴陪玩、游戏知识查询、AI 角色对话、社区活动等服务。`,
      `《${product}用户服务协议》（以下简称“本协议”）是您与我们之间就您访问、下载、安装、注册、登录和使用“${product}”网站、桌面客户端（包括标准版、AMD 版和 Intel AI PC 版）及相关服务（以下统称“本服务”）所订立的协议。`,
      '在使用本服务前，请您务必审慎阅读、充分理解本协议各条款内容，特别是免除或限制我们责任的条款（见第五条、第九条）、对您的权利进行限制的条款（见第四条、第十条）以及法律适用和争议解决条款（见第十一条）。如您对本协议有任何疑问，可通过本协议第十二条所列方式与我们联系。',
      '如您未满十八周岁，请在法定监护人的陪同下阅读本协议，并在取得监护人同意后使用本服务。',
      `当您勾选“我已阅读并同意”并完成登录/注册，或以其他方式实际使用本服务时，即视为您已阅读并同意受本协议及《${product}隐私政策》的约束。如您不同意本协议的任何内容，请立即停止注册或使用本服务。`,
    ],
    sections: [
      {
        heading: '一、协议的范围与变更',
        paragraphs: [
          `本协议内容包括本协议正文以及我们已经发布或将来可能发布的各类规则、公告和说明，包括但不限于《${product}隐私政策》《${product}会员服务协议》《${product}自动续费服务协议》及充值相关协议。上述规则一经正式发布，即为本协议不可分割的组成部分，与本协议具有同等法律效力。`,
          '我们可能根据法律法规的变化、产品功能的调整或运营需要修订本协议。修订后的协议将在网站及客户端的显著位置公布，并在生效前以站内通知、弹窗或短信等适当方式提示您。如您不同意修订内容，有权停止使用本服务并注销账号；如您在修订后的协议生效后继续使用本服务，即视为您接受修订后的协议。',
        ],
      },
      {
        heading: '二、服务内容',
        paragraphs: [
          '您理解，本服务的部分功能依赖于您的设备硬件、操作系统、网络环境以及第三方游戏的运行状态。我们会持续优化产品，但无法保证在所有设备和所有游戏中均能获得一致的体验。我们可能根据业务发展对服务内容进行增加、调整或下线，涉及您重大权益的，我们将提前以适当方式通知您。',
          '本服务目前主要包括：',
        ],
        items: [
          'AI 游戏伙伴：在您游玩游戏时，由人工智能角色以文字或语音的形式与您互动、陪伴并提供建议；',
          '游戏知识库：查询游戏及游戏角色的资料、攻略，并进行游戏知识搜索；',
          'AI 角色对话：与具有不同设定的人工智能角色进行聊天和剧情互动；',
          '活动与社区：参与我们组织的线上活动，关注我们的官方短视频、视频、QQ 群和微信等渠道；',
          '桌面客户端下载：提供标准版、AMD 版和 Intel AI PC 版客户端，不同版本分别针对不同的硬件平台进行了优化；',
          '会员及其他增值服务：部分功能或权益需要付费开通，具体以相应服务页面的说明及单独的协议为准。',
        ],
      },
      {
        heading: '三、账号注册与使用',
        paragraphs: [
          `本服务采用“手机号码 + 短信验证码”的方式进行登录与注册：使用尚未注册的手机号码完成验证，即自动为您创建“${product}”账号。根据《中华人民共和国网络安全法》等法律法规关于网络用户真实身份信息认证的要求，您应使用本人合法持有的中国大陆手机号码进行注册，并保证所提供的信息真实、准确。`,
          '您在使用账号时应遵守以下规则：',
        ],
        items: [
          '账号仅限您本人使用。未经我们书面同意，您不得以任何方式赠与、借用、出租、转让或售卖账号；',
          '您应妥善保管绑定的手机号码及短信验证码，切勿向他人透露验证码。因您保管不善导致的账号被盗、信息泄露或财产损失由您自行承担，但我们将依法协助您处理；',
          '如您绑定的手机号码停用、变更或被他人获取，请及时通过客服更换绑定手机号码或申请冻结账号，以免造成损失；',
          '您设置的昵称、头像等账号信息不得违反法律法规和公序良俗，不得冒用他人名义，不得仿冒官方、知名人物或机构；',
          '如账号连续十二个月未登录且不存在未到期的付费权益，我们有权在提前通知后对该账号进行回收；',
          '您可以随时在“个人中心”申请注销账号。注销后，账号内的信息及未使用的权益将被清除且无法恢复。',
        ],
      },
      {
        heading: '四、用户行为规范',
        paragraphs: [
          '您在使用本服务时，应当遵守中华人民共和国法律法规，遵守公序良俗，尊重他人的合法权益。如您违反本条规定，我们有权视情节轻重采取警告、删除相关内容、限制部分功能、暂停或永久封禁账号等措施，对涉嫌违法犯罪的行为依法向有关主管部门报告，并保留追究您法律责任的权利。',
          '具体而言，您不得利用本服务制作、复制、发布、传播，或诱导 AI 角色生成含有下列内容的信息，亦不得实施下列行为：',
        ],
        items: [
          '反对宪法所确定的基本原则，危害国家安全、泄露国家秘密、颠覆国家政权、破坏国家统一的内容；',
          '损害国家荣誉和利益，煽动民族仇恨、民族歧视，破坏民族团结的内容；',
          '宣扬恐怖主义、极端主义，或散布谣言、扰乱经济秩序和社会秩序的内容；',
          '淫秽、色情、赌博、暴力、凶杀、恐怖或者教唆犯罪的内容；',
          '侮辱、诽谤他人，或侵害他人名誉权、隐私权、肖像权、知识产权等合法权益的内容；',
          '危害未成年人身心健康，或宣扬自残、自杀等不良行为的内容；',
          '使用外挂、脚本、爬虫等非正常方式访问本服务，或干扰、破坏本服务的正常运行；',
          '对本服务的软件或模型进行反向工程、反编译、反汇编，或以提示词注入等方式绕过安全机制；',
          '利用本服务实施欺诈、发送垃圾信息、发布商业广告或从事其他未经授权的商业活动；',
          '其他违反法律法规、社会公德或本协议约定的行为。',
        ],
      },
      {
        heading: '五、人工智能生成内容',
        paragraphs: [
          '本服务中的 AI 游戏伙伴和 AI 角色由人工智能技术驱动，其回复、语音及其他内容（以下简称“生成内容”）由算法模型根据您的输入自动生成。我们依照《生成式人工智能服务管理暂行办法》等规定对生成内容进行标识，并采取了内容安全措施。',
          '请您知悉并同意：',
        ],
        items: [
          'AI 角色是虚拟形象，并非真实人物，其言论不代表我们的立场或观点；',
          '受技术条件所限，生成内容可能存在不准确、不完整、过时或与事实不符的情况，游戏攻略、数值等信息仅供参考；',
          '生成内容不构成医疗、法律、金融、心理等任何专业意见，如有相关需求，请咨询具备资质的专业人士；',
          '您应对自己输入的内容负责，不得诱导生成违法或不良信息。您对生成内容的使用应符合法律法规及本协议的约定，由此产生的责任由您自行承担；',
          '请理性看待与 AI 角色之间的情感互动，合理安排使用时间，避免过度沉迷或依赖；',
          '如您发现生成内容存在违法、不良或侵权情形，可通过客户端内的“举报”功能或本协议第十二条所列方式向我们反馈，我们将及时处理。',
        ],
      },
      {
        heading: '六、知识产权',
        paragraphs: [
          '我们在本服务中提供的软件、网站、AI 角色的形象与设定、文字、图片、音频、视频、界面设计、商标及标识等内容的知识产权归我们或相关权利人所有，受法律保护。未经我们或相关权利人书面许可，任何人不得以任何形式使用、复制、修改、传播或将其用于商业目的。',
          '本服务中涉及的第三方游戏名称、游戏角色、游戏画面及相关资料的权利归其各自权利人所有，我们仅为向您提供游戏知识与陪伴服务而在合理范围内进行引用。',
          '您在本服务中发布或上传的内容，其知识产权仍归您或原权利人所有。为向您提供服务，您授予我们免费、非独占的许可，在提供本服务所必需的范围内对该等内容进行存储、展示和必要的技术处理。您可以在合法范围内将对话过程中的生成内容用于个人的非商业用途。',
          '如您认为本服务中的内容侵犯了您的合法权益，可以按照本协议第十二条所列方式向我们提交权利通知及相关证明材料，我们将依法及时处理。',
        ],
      },
      {
        heading: '七、未成年人保护',
        paragraphs: [
          '我们高度重视未成年人保护。若您是未满十八周岁的未成年人，应在监护人的指导下阅读本协议并使用本服务；若您是未满十四周岁的儿童，须经监护人同意后方可注册和使用本服务。',
          '我们依据《中华人民共和国未成年人保护法》等相关规定提供未成年人模式。在未成年人模式下，我们将限制每日的使用时长和使用时段，对可访问的内容和 AI 角色进行筛选，并关闭充值及付费功能。',
          '未成年人不得在未经监护人同意的情况下进行充值或购买付费服务。如监护人发现未成年人存在非理性消费，可通过本协议第十二条所列方式联系我们，我们将在核实后依法处理。',
          '监护人应关注未成年人的网络使用情况，引导其正确使用网络，合理安排学习与休息时间。',
        ],
      },
      {
        heading: '八、虚拟物品与付费服务',
        paragraphs: [
          '本服务中可能提供会员权益、虚拟货币（如“星币”）、道具、角色装扮等虚拟物品（以下统称“虚拟物品”）。虚拟物品是我们授予您在本服务范围内使用的权利，您仅享有使用权，不享有所有权。',
          `您可以通过我们官方提供的渠道购买虚拟物品，具体价格、权益和有效期以购买页面的展示为准。会员服务和自动续费服务分别适用《${product}会员服务协议》和《${product}自动续费服务协议》。`,
          '虚拟物品仅限在本服务内使用，不得兑换为法定货币，不得在任何第三方平台进行交易、转让或售卖。对于通过非官方渠道获得的虚拟物品，我们有权不予认可并予以扣除。',
          '除法律法规另有规定或本协议另有约定外，虚拟物品一经购买成功，不支持退款或反向兑换。如因我们的原因导致您无法使用已购买的虚拟物品，我们将依法为您提供补发、延期或退款等补救措施。',
        ],
      },
      {
        heading: '九、免责与责任限制',
        paragraphs: [
          '我们将尽合理努力保障本服务的连续性和安全性，但由于互联网及人工智能技术的特点，我们不能保证本服务完全满足您的需求，也不能保证本服务不会中断、没有错误或绝对安全。',
          '在法律允许的最大范围内，我们对您承担的全部责任不超过您在损失发生前十二个月内就本服务向我们实际支付的费用总额；但因我们的故意或重大过失造成您人身损害或财产损失的，不适用前述限制。',
          '对于下列情形导致的服务中断、数据丢失或其他损失，我们在法律允许的范围内不承担责任：',
        ],
        items: [
          '不可抗力，包括自然灾害、战争、政府行为、大范围网络故障等；',
          '电信运营商、云服务商等基础服务提供方的故障或限制；',
          '黑客攻击、计算机病毒侵入等非因我们的过错导致的安全事件；',
          '您的设备、操作系统、第三方游戏或软件的兼容性问题，或第三方游戏自身的规则与更新导致的功能受限；',
          '您违反本协议或法律法规，或因您保管账号、验证码不善所导致的损失；',
          '我们为维护、升级本服务而进行并已提前公告的停机维护。',
        ],
      },
      {
        heading: '十、服务的中止与终止',
        paragraphs: [
          `您可以随时停止使用本服务，并可通过“个人中心 - 注销账号”功能申请注销账号。账号注销后，我们将依照《${product}隐私政策》删除您的个人信息或对其进行匿名化处理，账号内未使用的会员权益、虚拟物品将一并清除且不可恢复。`,
          '本协议终止后，除法律法规另有规定外，我们没有义务为您保留账号中的信息；对于本协议终止前您的违约行为，我们仍可依法追究。',
          '如您存在下列情形之一，我们有权视情节中止或终止向您提供部分或全部服务：',
        ],
        items: [
          '违反法律法规或本协议的约定，包括实施第四条所列的行为；',
          '提供虚假的注册信息，或盗用、冒用他人的账号或手机号码；',
          '司法机关或行政机关依法要求我们中止或终止服务；',
          '存在危害本服务或其他用户安全的行为。',
        ],
      },
      {
        heading: '十一、法律适用与争议解决',
        paragraphs: [
          '本协议的订立、生效、履行、解释及争议的解决均适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区的法律）。',
          `因本协议引起的或与本协议有关的任何争议，双方应首先友好协商解决；协商不成的，任何一方均可向${company}住所地有管辖权的人民法院提起诉讼。`,
          '本协议任何条款被认定为无效或不可执行的，不影响其余条款的效力。本协议以中文文本为准，其他语言版本仅供参考，如有不一致，以中文版本为准。',
        ],
      },
      {
        heading: '十二、联系我们',
        paragraphs: [
          '如您对本协议或本服务有任何疑问、意见或建议，或需要进行投诉、举报，可以通过以下方式与我们联系。我们将在收到您的反馈并核实您的身份后十五个工作日内予以答复。',
        ],
        items: [
          `运营主体：${company}`,
          `联系方式：${contact}`,
          `联系地址：${address}`,
          '客户端内：“个人中心 - 帮助与反馈”',
        ],
      },
    ],
  };
}

function termsEn({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'terms',
    lang: 'en',
    title: `${product} Terms of Service`,
    updated: UPDATED,
    intro: [
      `Welcome to ${product}! ${product} is an AI gaming companion developed and operated by ${company} ("we", "us" or "our"). It offers AI game partners that play alongside you, a game knowledge library, conversations with AI characters, community events and related services.`,
      `These ${product} Terms of Service (these "Terms") are an agreement between you and us that governs how you access, download, install, register for, log in to and use the ${product} website, the desktop client (including the Standard, AMD and Intel AI PC editions) and related services (together, the "Service").`,
      'Before you use the Service, please read these Terms carefully and make sure you fully understand them, in particular the clauses that exclude or limit our liability (Sections 5 and 9), the clauses that restrict your rights (Sections 4 and 10) and the governing law and dispute resolution clause (Section 11). If you have any questions about these Terms, please contact us as described in Section 12.',
      'If you are under 18, please read these Terms together with your parent or legal guardian and use the Service only with their consent.',
      `By ticking "I have read and agree" and completing login or registration, or by otherwise actually using the Service, you confirm that you have read and agree to be bound by these Terms and the ${product} Privacy Policy. If you do not agree with any part of these Terms, please stop registering for or using the Service immediately.`,
    ],
    sections: [
      {
        heading: '1. Scope and Changes',
        paragraphs: [
          `These Terms consist of this text and the rules, notices and instructions that we have published or may publish in the future, including but not limited to the ${product} Privacy Policy, the ${product} Membership Service Agreement, the ${product} Auto-Renewal Service Agreement and the top-up agreements. Once formally published, those rules form an integral part of these Terms and have the same legal effect.`,
          'We may revise these Terms to reflect changes in laws and regulations, changes to product features or operational needs. Revised Terms will be published prominently on the website and in the client, and we will let you know before they take effect through an in-app notice, a pop-up, a text message or another appropriate means. If you do not agree with the changes, you may stop using the Service and delete your account; if you continue to use the Service after the revised Terms take effect, you accept the revised Terms.',
        ],
      },
      {
        heading: '2. The Service',
        paragraphs: [
          'You understand that some features of the Service depend on your device hardware, operating system, network and the state of third-party games. We keep improving the product, but we cannot guarantee the same experience on every device and in every game. We may add, change or retire parts of the Service as our business develops, and we will give you appropriate advance notice of any change that materially affects your rights.',
          'The Service currently includes:',
        ],
        items: [
          'AI game partners: while you play, AI characters interact with you, keep you company and offer suggestions by text or voice;',
          'Game knowledge library: information and guides about games and game characters, plus game knowledge search;',
          'AI character chat: conversations and story interactions with AI characters that each have their own persona;',
          'Events and community: online events that we organise, and our official short-video, video, QQ group and WeChat channels;',
          'Desktop client downloads: Standard, AMD and Intel AI PC editions of the client, each optimised for a different hardware platform;',
          'Membership and other value-added services: some features or benefits require payment, as described on the relevant service page and in separate agreements.',
        ],
      },
      {
        heading: '3. Account Registration and Use',
        paragraphs: [
          `You log in to and register for the Service with your mobile phone number and a text-message (SMS) verification code: verifying a number that has not been registered yet creates a ${product} account for you automatically. Under the Cybersecurity Law of the People's Republic of China and related rules on real-identity authentication of network users, you must register with a mainland China mobile number that you lawfully hold, and the information you provide must be true and accurate.`,
          'When you use your account, you must follow these rules:',
        ],
        items: [
          'Your account is for your personal use only. Without our written consent you may not give, lend, rent, transfer or sell it in any way;',
          'Keep your registered phone number and SMS verification codes safe and never share a code with anyone. You bear any account theft, data leak or financial loss caused by your failure to do so, although we will help you deal with it as the law requires;',
          'If your registered phone number is deactivated, changed or obtained by someone else, contact customer service promptly to bind a new number or freeze the account and avoid losses;',
          'Your nickname, avatar and other account information must not violate laws, regulations, public order or good morals, and must not impersonate another person, our official accounts, public figures or organisations;',
          'If an account has not been logged in to for twelve consecutive months and has no unexpired paid benefits, we may reclaim it after giving prior notice;',
          'You may apply to delete your account at any time in your profile. After deletion, the information and unused benefits in the account are erased and cannot be recovered.',
        ],
      },
      {
        heading: '4. User Conduct',
        paragraphs: [
          "When using the Service, you must comply with the laws and regulations of the People's Republic of China, respect public order and good morals, and respect the lawful rights of others. If you breach this Section, we may, depending on the severity, issue a warning, delete the content concerned, restrict features, suspend or permanently ban your account, report suspected crimes to the competent authorities, and pursue your legal liability.",
          'In particular, you may not use the Service to create, copy, publish or distribute, or lead AI characters to generate, any information containing the following, nor may you engage in the following conduct:',
        ],
        items: [
          'content that opposes the basic principles of the Constitution, endangers national security, leaks state secrets, subverts state power or undermines national unity;',
          'content that harms national honour and interests, incites ethnic hatred or discrimination, or undermines ethnic unity;',
          'content that promotes terrorism or extremism, or spreads rumours that disrupt economic or social order;',
          'obscene, pornographic, gambling-related, violent, murderous or terrifying content, or content that incites crime;',
          "content that insults or defames others or infringes others' lawful rights, such as rights of reputation, privacy, portrait or intellectual property;",
          'content that harms the physical or mental health of minors, or that promotes self-harm, suicide or other harmful behaviour;',
          'accessing the Service by abnormal means such as cheats, scripts or crawlers, or interfering with or disrupting the normal operation of the Service;',
          'reverse engineering, decompiling or disassembling the software or models of the Service, or bypassing safety mechanisms by prompt injection or similar means;',
          'using the Service for fraud, spam, commercial advertising or other unauthorised commercial activities;',
          'any other conduct that violates laws, regulations, social morality or these Terms.',
        ],
      },
      {
        heading: '5. AI-Generated Content',
        paragraphs: [
          'The AI game partners and AI characters in the Service are powered by artificial intelligence. Their replies, voices and other output ("Generated Content") are produced automatically by algorithmic models based on your input. In accordance with the Interim Measures for the Management of Generative Artificial Intelligence Services and other rules, we label Generated Content and apply content safety measures.',
          'You acknowledge and agree that:',
        ],
        items: [
          'AI characters are virtual personas, not real people, and what they say does not represent our position or views;',
          'because of technical limitations, Generated Content may be inaccurate, incomplete, outdated or untrue; game guides, numbers and similar information are for reference only;',
          'Generated Content is not medical, legal, financial, psychological or any other professional advice; please consult a qualified professional when you need such advice;',
          'you are responsible for what you enter and must not lead the models to generate illegal or harmful information. Your use of Generated Content must comply with the law and these Terms, and you bear any liability arising from it;',
          'please keep a healthy perspective on emotional interactions with AI characters, manage your time sensibly and avoid excessive use or dependence;',
          'if you find Generated Content that is illegal, harmful or infringing, you can report it with the in-client "Report" feature or by the means listed in Section 12, and we will handle it promptly.',
        ],
      },
      {
        heading: '6. Intellectual Property',
        paragraphs: [
          'The intellectual property rights in the software, website, AI character designs and personas, text, images, audio, video, interface design, trademarks and logos that we provide in the Service belong to us or the relevant rights holders and are protected by law. No one may use, copy, modify, distribute or commercially exploit them in any form without the written permission of us or the relevant rights holders.',
          'Third-party game titles, characters, screenshots and related materials referred to in the Service belong to their respective rights holders; we quote them only to a reasonable extent in order to provide game knowledge and companionship to you.',
          'You or the original rights holders keep the intellectual property rights in content that you publish or upload to the Service. So that we can provide the Service, you grant us a free, non-exclusive licence to store, display and technically process that content to the extent necessary to provide the Service. You may use Generated Content from your conversations for personal, non-commercial purposes within the limits of the law.',
          'If you believe that content in the Service infringes your lawful rights, you may send us a notice with supporting evidence by the means listed in Section 12, and we will handle it promptly in accordance with the law.',
        ],
      },
      {
        heading: '7. Protection of Minors',
        paragraphs: [
          "We take the protection of minors seriously. If you are under 18, you should read these Terms and use the Service under the guidance of your guardian; if you are a child under 14, you may register for and use the Service only with your guardian's consent.",
          "In accordance with the Law of the People's Republic of China on the Protection of Minors and related rules, we offer a minor mode. In minor mode, we limit daily usage time and the hours during which the Service can be used, filter the content and AI characters that can be accessed, and switch off top-ups and payments.",
          "Minors may not top up or buy paid services without their guardian's consent. If a guardian finds that a minor has made irrational purchases, the guardian may contact us by the means listed in Section 12, and we will handle the case in accordance with the law after verification.",
          "Guardians should pay attention to minors' use of the internet, guide them to use it properly and help them balance study and rest.",
        ],
      },
      {
        heading: '8. Virtual Items and Paid Services',
        paragraphs: [
          'The Service may offer membership benefits, virtual currency (such as "Star Coins"), items, character outfits and other virtual goods ("Virtual Items"). A Virtual Item is a right we grant you to use it within the Service; you have a right of use only, not ownership.',
          `You may buy Virtual Items through our official channels; prices, benefits and validity periods are as shown on the purchase page. Membership is governed by the ${product} Membership Service Agreement and automatic renewal by the ${product} Auto-Renewal Service Agreement.`,
          'Virtual Items may be used only within the Service. They cannot be exchanged for legal tender and may not be traded, transferred or sold on any third-party platform. We may refuse to recognise, and may remove, Virtual Items obtained through unofficial channels.',
          'Unless the law provides otherwise or these Terms state otherwise, Virtual Items cannot be refunded or converted back once purchased. If you cannot use Virtual Items you have bought for reasons attributable to us, we will provide remedies such as reissuing them, extending their validity or refunding you, in accordance with the law.',
        ],
      },
      {
        heading: '9. Disclaimers and Limitation of Liability',
        paragraphs: [
          'We make reasonable efforts to keep the Service continuous and secure, but because of the nature of the internet and of AI technology, we cannot guarantee that the Service will fully meet your needs, or that it will be uninterrupted, error-free or absolutely secure.',
          'To the maximum extent permitted by law, our total liability to you will not exceed the total fees you actually paid us for the Service in the twelve months before the loss occurred. This limit does not apply to personal injury or property loss caused by our intentional misconduct or gross negligence.',
          'To the extent permitted by law, we are not liable for service interruptions, data loss or other losses caused by:',
        ],
        items: [
          'force majeure, including natural disasters, war, government action and large-scale network failures;',
          'failures of or restrictions imposed by basic service providers such as telecom operators and cloud providers;',
          'security incidents not caused by our fault, such as hacking or computer viruses;',
          'compatibility problems with your device, operating system, third-party games or software, or feature limitations caused by the rules or updates of third-party games;',
          'your breach of these Terms or of the law, or your failure to keep your account or verification codes safe;',
          'downtime for maintenance or upgrades of the Service that we have announced in advance.',
        ],
      },
      {
        heading: '10. Suspension and Termination',
        paragraphs: [
          `You may stop using the Service at any time and may apply to delete your account with the "Profile - Delete account" feature. After your account is deleted, we will delete or anonymise your personal information as described in the ${product} Privacy Policy, and any unused membership benefits and Virtual Items in the account will be erased and cannot be recovered.`,
          'After these Terms end, we have no obligation to keep the information in your account unless the law requires otherwise, and we may still pursue any breach you committed before they ended.',
          'We may, depending on the circumstances, suspend or terminate all or part of the Service for you if:',
        ],
        items: [
          'you violate the law or these Terms, including any of the conduct listed in Section 4;',
          "you provide false registration information, or misuse someone else's account or phone number;",
          'a judicial or administrative authority lawfully requires us to suspend or terminate the Service;',
          'you act in a way that endangers the security of the Service or of other users.',
        ],
      },
      {
        heading: '11. Governing Law and Dispute Resolution',
        paragraphs: [
          "The conclusion, validity, performance and interpretation of these Terms and the resolution of disputes are governed by the laws of the People's Republic of China (for the purposes of these Terms, excluding the laws of the Hong Kong and Macao Special Administrative Regions and of Taiwan).",
          `Any dispute arising from or in connection with these Terms shall first be resolved through friendly negotiation; if negotiation fails, either party may bring a lawsuit before the competent people's court at the place where ${company} is domiciled.`,
          'If any provision of these Terms is held invalid or unenforceable, the remaining provisions remain in effect. The Chinese text of these Terms is authoritative; other language versions are for reference only, and the Chinese version prevails in case of any inconsistency.',
        ],
      },
      {
        heading: '12. Contact Us',
        paragraphs: [
          'If you have any questions, comments or suggestions about these Terms or the Service, or wish to make a complaint or report, you can contact us as follows. We will reply within fifteen working days of receiving your message and verifying your identity.',
        ],
        items: [
          `Operator: ${company}`,
          `Contact: ${contact}`,
          `Address: ${address}`,
          'In the client: "Profile - Help & Feedback"',
        ],
      },
    ],
  };
}

function termsJa({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'terms',
    lang: 'ja',
    title: `${product}利用規約`,
    updated: UPDATED,
    intro: [
      `「${product}」をご利用いただきありがとうございます。「${product}」は、${company}（以下「当社」）が開発・運営するAIゲームコンパニオンサービスであり、AIゲームパートナーとの一緒のプレイ、ゲーム知識の検索、AIキャラクターとの会話、コミュニティイベントなどのサービスを提供します。`,
      `本「${product}利用規約」（以下「本規約」）は、お客様が「${product}」のウェブサイト、デスクトップクライアント（スタンダード版、AMD版およびIntel AI PC版を含みます）および関連サービス（以下総称して「本サービス」）にアクセスし、これらをダウンロード、インストール、登録、ログインおよび利用することに関して、お客様と当社との間で締結される契約です。`,
      '本サービスをご利用になる前に、本規約の各条項、特に当社の責任を免除または制限する条項（第5条、第9条）、お客様の権利を制限する条項（第4条、第10条）ならびに準拠法および紛争解決に関する条項（第11条）を必ずよくお読みいただき、十分にご理解ください。本規約についてご不明な点がある場合は、第12条に記載の方法で当社までお問い合わせください。',
      'お客様が18歳未満の場合は、法定代理人（保護者）とともに本規約をお読みいただき、その同意を得たうえで本サービスをご利用ください。',
      `「読んで同意しました」にチェックを入れてログイン・登録を完了した場合、またはその他の方法で本サービスを実際に利用した場合、お客様は本規約および「${product}プライバシーポリシー」を読み、これらに拘束されることに同意したものとみなされます。本規約の内容に同意いただけない場合は、直ちに登録または本サービスの利用を中止してください。`,
    ],
    sections: [
      {
        heading: '第1条（本規約の範囲および変更）',
        paragraphs: [
          `本規約は、本文のほか、当社が既に公表し、または今後公表する各種のルール、お知らせおよび説明（「${product}プライバシーポリシー」「${product}会員サービス利用規約」「${product}自動更新サービス利用規約」およびチャージに関する規約を含みますが、これらに限りません）から構成されます。これらのルールは正式に公表された時点で本規約の一部となり、本規約と同等の法的効力を有します。`,
          '当社は、法令の改正、製品機能の変更または運営上の必要に応じて本規約を改定することがあります。改定後の規約はウェブサイトおよびクライアントの目立つ場所に掲載し、効力発生前にサービス内通知、ポップアップ、SMSその他の適切な方法でお知らせします。改定内容に同意いただけない場合、お客様は本サービスの利用を中止し、アカウントを削除することができます。改定後の規約の効力発生後も本サービスを利用された場合は、改定後の規約に同意したものとみなされます。',
        ],
      },
      {
        heading: '第2条（本サービスの内容）',
        paragraphs: [
          'お客様は、本サービスの一部の機能が、お客様の端末のハードウェア、オペレーティングシステム、ネットワーク環境およびサードパーティのゲームの動作状況に依存することをご了承ください。当社は継続的に製品の改善に努めますが、すべての端末およびすべてのゲームで同一の体験を提供することは保証できません。当社は事業の発展に応じて本サービスの内容を追加、変更または終了することがあり、お客様の重要な権利に関わる場合は、事前に適切な方法でお知らせします。',
          '本サービスには、現在主に次のものが含まれます。',
        ],
        items: [
          'AIゲームパートナー：お客様のゲームプレイ中に、AIキャラクターがテキストまたは音声でお客様と交流し、寄り添い、アドバイスを提供します。',
          'ゲーム知識ライブラリ：ゲームおよびゲームキャラクターの情報や攻略を調べ、ゲーム知識を検索できます。',
          'AIキャラクターとの会話：それぞれ異なる設定を持つAIキャラクターとチャットやストーリーを楽しめます。',
          'イベントとコミュニティ：当社が開催するオンラインイベントへの参加や、当社公式のショート動画、動画、QQグループ、WeChatの各チャンネルのフォローができます。',
          'デスクトップクライアントのダウンロード：スタンダード版、AMD版およびIntel AI PC版のクライアントを提供し、各版はそれぞれのハードウェアプラットフォーム向けに最適化されています。',
          '会員その他の有料サービス：一部の機能または特典は有料であり、詳細は各サービスページの説明および個別の規約に従います。',
        ],
      },
      {
        heading: '第3条（アカウントの登録および利用）',
        paragraphs: [
          `本サービスのログインおよび登録は「携帯電話番号＋SMS認証コード」の方式で行います。未登録の携帯電話番号で認証を完了すると、「${product}」のアカウントが自動的に作成されます。「中華人民共和国サイバーセキュリティ法」その他のネットワーク利用者の実名認証に関する法令の要求に基づき、お客様はご本人が適法に保有する中国本土の携帯電話番号で登録し、真実かつ正確な情報を提供しなければなりません。`,
          'お客様は、アカウントの利用にあたり次の事項を遵守するものとします。',
        ],
        items: [
          'アカウントはお客様ご本人のみが利用できます。当社の書面による同意なく、いかなる方法によっても贈与、貸与、賃貸、譲渡または販売することはできません。',
          '登録した携帯電話番号およびSMS認証コードは適切に管理し、認証コードを他人に教えないでください。管理不十分によるアカウントの盗用、情報漏えいまたは財産上の損失はお客様の負担となりますが、当社は法令に従い対応を支援します。',
          '登録した携帯電話番号が利用停止、変更または第三者に取得された場合は、損失を防ぐため、速やかにカスタマーサポートを通じて携帯電話番号の変更またはアカウントの凍結を申請してください。',
          'ニックネーム、アイコンその他のアカウント情報は、法令および公序良俗に反してはならず、他人の名義を冒用し、または当社公式、著名人もしくは団体になりすましてはなりません。',
          'アカウントに12か月連続でログインがなく、有効期限内の有料特典もない場合、当社は事前に通知したうえで当該アカウントを回収することがあります。',
          'お客様は、いつでもプロフィール画面からアカウントの削除を申請できます。削除後、アカウント内の情報および未使用の特典は消去され、復元できません。',
        ],
      },
      {
        heading: '第4条（禁止事項）',
        paragraphs: [
          'お客様は、本サービスの利用にあたり、中華人民共和国の法令および公序良俗を遵守し、他者の正当な権利を尊重しなければなりません。お客様が本条に違反した場合、当社はその程度に応じて、警告、該当コンテンツの削除、一部機能の制限、アカウントの一時停止または永久停止などの措置を講じ、違法犯罪の疑いがある行為については法令に従い所管当局に報告するとともに、お客様の法的責任を追及する権利を留保します。',
          '具体的には、お客様は、本サービスを利用して次の内容を含む情報を作成、複製、公開もしくは拡散し、またはAIキャラクターに生成させてはならず、また次の行為をしてはなりません。',
        ],
        items: [
          '憲法が定める基本原則に反し、国家の安全を害し、国家機密を漏えいし、国家政権を転覆し、または国家の統一を損なう内容',
          '国家の名誉および利益を損ない、民族間の憎悪もしくは差別を扇動し、または民族の団結を損なう内容',
          'テロリズムもしくは過激主義を宣伝し、またはデマを流布して経済秩序および社会秩序を乱す内容',
          'わいせつ、ポルノ、賭博、暴力、殺人、恐怖に関する内容、または犯罪を教唆する内容',
          '他人を侮辱もしくは誹謗し、または他人の名誉権、プライバシー権、肖像権、知的財産権その他の正当な権利を侵害する内容',
          '未成年者の心身の健康を害し、または自傷、自殺その他の有害な行為を助長する内容',
          'チートツール、スクリプト、クローラーその他の不正な手段による本サービスへのアクセス、または本サービスの正常な運営を妨害もしくは破壊する行為',
          '本サービスのソフトウェアもしくはモデルのリバースエンジニアリング、逆コンパイルもしくは逆アセンブル、またはプロンプトインジェクション等による安全機構の回避',
          '本サービスを利用した詐欺、スパムの送信、商業広告の掲載その他の無許可の商業活動',
          'その他法令、社会道徳または本規約に反する行為',
        ],
      },
      {
        heading: '第5条（AI生成コンテンツ）',
        paragraphs: [
          '本サービスのAIゲームパートナーおよびAIキャラクターは人工知能技術により動作しており、その返答、音声その他のコンテンツ（以下「生成コンテンツ」）は、お客様の入力に基づきアルゴリズムモデルが自動的に生成するものです。当社は「生成式人工知能サービス管理暫定弁法」等の規定に従い、生成コンテンツに表示を付し、コンテンツの安全対策を講じています。',
          'お客様は、次の事項を了承し、これに同意するものとします。',
        ],
        items: [
          'AIキャラクターは架空の存在であり実在の人物ではなく、その発言は当社の立場または見解を代表するものではありません。',
          '技術的な制約により、生成コンテンツは不正確、不完全、古い情報または事実と異なる場合があり、ゲームの攻略や数値などの情報は参考にとどめてください。',
          '生成コンテンツは、医療、法律、金融、心理その他いかなる専門的助言にも該当しません。必要な場合は、資格を有する専門家にご相談ください。',
          'お客様はご自身の入力内容に責任を負い、違法または有害な情報の生成を誘導してはなりません。生成コンテンツの利用は法令および本規約に従うものとし、これにより生じる責任はお客様が負うものとします。',
          'AIキャラクターとの感情的な交流は節度をもって楽しみ、利用時間を適切に管理して、過度な没頭や依存を避けてください。',
          '違法、有害または権利侵害のおそれがある生成コンテンツを見つけた場合は、クライアント内の「通報」機能または第12条に記載の方法でご連絡ください。当社は速やかに対応します。',
        ],
      },
      {
        heading: '第6条（知的財産権）',
        paragraphs: [
          '本サービスにおいて当社が提供するソフトウェア、ウェブサイト、AIキャラクターのデザインおよび設定、文章、画像、音声、動画、インターフェースデザイン、商標およびロゴ等の知的財産権は、当社または正当な権利者に帰属し、法律により保護されています。当社または正当な権利者の書面による許諾なく、いかなる形式でも使用、複製、改変、配信し、または商業目的に利用することはできません。',
          '本サービスで言及するサードパーティのゲームの名称、キャラクター、ゲーム画面および関連資料の権利はそれぞれの権利者に帰属し、当社はゲーム知識および寄り添いのサービスを提供する目的で、合理的な範囲で引用しています。',
          'お客様が本サービスに投稿またはアップロードしたコンテンツの知的財産権は、引き続きお客様または元の権利者に帰属します。本サービスを提供するため、お客様は当社に対し、本サービスの提供に必要な範囲で当該コンテンツを保存、表示および技術的に処理するための無償かつ非独占的な利用を許諾するものとします。お客様は、会話中の生成コンテンツを、法令の範囲内で個人的かつ非商業的な目的に利用することができます。',
          '本サービス上のコンテンツがお客様の正当な権利を侵害していると思われる場合は、第12条に記載の方法により、権利侵害の通知と証拠資料を当社にご提出ください。当社は法令に従い速やかに対応します。',
        ],
      },
      {
        heading: '第7条（未成年者の保護）',
        paragraphs: [
          '当社は未成年者の保護を重視しています。18歳未満の未成年者は、保護者の指導のもとで本規約を読み、本サービスを利用してください。14歳未満の児童は、保護者の同意を得た場合に限り、本サービスに登録し、利用することができます。',
          '当社は「中華人民共和国未成年者保護法」等の規定に基づき、未成年者モードを提供しています。未成年者モードでは、1日の利用時間および利用できる時間帯を制限し、アクセスできるコンテンツおよびAIキャラクターを選別するとともに、チャージおよび有料機能を無効にします。',
          '未成年者は、保護者の同意なくチャージまたは有料サービスの購入を行ってはなりません。保護者が未成年者による不合理な支出に気付いた場合は、第12条に記載の方法で当社にご連絡ください。当社は確認のうえ、法令に従い対応します。',
          '保護者の皆様は、未成年者のインターネット利用状況に注意を払い、正しい利用方法を指導し、学習と休息の時間を適切に確保するようご配慮ください。',
        ],
      },
      {
        heading: '第8条（仮想アイテムおよび有料サービス）',
        paragraphs: [
          '本サービスでは、会員特典、仮想通貨（「スターコイン」等）、アイテム、キャラクターの衣装その他の仮想商品（以下総称して「仮想アイテム」）を提供することがあります。仮想アイテムは、本サービスの範囲内で利用する権利として当社がお客様に付与するものであり、お客様は利用権のみを有し、所有権は有しません。',
          `お客様は、当社の公式チャネルを通じて仮想アイテムを購入できます。価格、特典および有効期間は購入画面の表示に従います。会員サービスには「${product}会員サービス利用規約」が、自動更新サービスには「${product}自動更新サービス利用規約」がそれぞれ適用されます。`,
          '仮想アイテムは本サービス内でのみ利用でき、法定通貨と交換することはできず、サードパーティのプラットフォームで取引、譲渡または販売することはできません。非公式なチャネルで取得された仮想アイテムについて、当社はこれを認めず、削除することがあります。',
          '法令に別段の定めがある場合または本規約に別段の定めがある場合を除き、仮想アイテムは購入完了後の返金または払い戻しには応じられません。当社の責めに帰すべき事由により購入済みの仮想アイテムを利用できない場合、当社は法令に従い、再付与、有効期間の延長または返金等の救済措置を講じます。',
        ],
      },
      {
        heading: '第9条（免責および責任の制限）',
        paragraphs: [
          '当社は、本サービスの継続性および安全性を確保するよう合理的な努力をしますが、インターネットおよび人工知能技術の性質上、本サービスがお客様の要求を完全に満たすこと、中断しないこと、誤りがないことまたは絶対に安全であることは保証できません。',
          '法令で認められる最大の範囲において、当社がお客様に対して負う責任の総額は、損害発生前12か月間にお客様が本サービスについて当社に実際に支払った料金の総額を上限とします。ただし、当社の故意または重大な過失によりお客様に人身損害または財産上の損失が生じた場合には、この上限は適用されません。',
          '当社は、法令で認められる範囲において、次の事由による本サービスの中断、データの消失その他の損失について責任を負いません。',
        ],
        items: [
          '自然災害、戦争、政府の行為、大規模なネットワーク障害などの不可抗力',
          '電気通信事業者、クラウドサービス事業者その他の基盤サービス提供者の障害または制限',
          'ハッキング、コンピュータウイルスの侵入など、当社の過失によらないセキュリティインシデント',
          'お客様の端末、オペレーティングシステム、サードパーティのゲームもしくはソフトウェアとの互換性の問題、またはサードパーティのゲーム自体のルールもしくはアップデートによる機能の制限',
          'お客様による本規約もしくは法令の違反、またはアカウントもしくは認証コードの管理不十分により生じた損失',
          '本サービスの保守またはアップグレードのために事前に告知して行うメンテナンス',
        ],
      },
      {
        heading: '第10条（サービスの停止および終了）',
        paragraphs: [
          `お客様はいつでも本サービスの利用を中止でき、「プロフィール－アカウント削除」機能からアカウントの削除を申請できます。アカウントの削除後、当社は「${product}プライバシーポリシー」に従いお客様の個人情報を削除または匿名化し、アカウント内の未使用の会員特典および仮想アイテムもあわせて消去され、復元できません。`,
          '本規約の終了後、法令に別段の定めがある場合を除き、当社はアカウント内の情報を保持する義務を負いません。本規約の終了前のお客様の違反行為については、当社は引き続き法令に従い責任を追及することができます。',
          'お客様が次のいずれかに該当する場合、当社は状況に応じて、本サービスの全部または一部の提供を停止または終了することができます。',
        ],
        items: [
          '法令または本規約に違反した場合（第4条に定める行為を含みます）',
          '虚偽の登録情報を提供し、または他人のアカウントもしくは携帯電話番号を不正に使用した場合',
          '司法機関または行政機関から法令に基づきサービスの停止または終了を求められた場合',
          '本サービスまたは他のお客様の安全を脅かす行為があった場合',
        ],
      },
      {
        heading: '第11条（準拠法および紛争解決）',
        paragraphs: [
          '本規約の成立、効力、履行、解釈および紛争の解決には、中華人民共和国の法律（本規約においては、香港特別行政区、マカオ特別行政区および台湾地区の法律を除きます）が適用されます。',
          `本規約に起因または関連して生じた紛争は、まず当事者間の友好的な協議により解決するものとし、協議が調わない場合は、いずれの当事者も${company}の住所地を管轄する人民法院に訴訟を提起することができます。`,
          '本規約のいずれかの条項が無効または執行不能と判断された場合でも、その他の条項の効力には影響しません。本規約は中国語版を正本とし、その他の言語版は参考訳です。内容に相違がある場合は中国語版が優先します。',
        ],
      },
      {
        heading: '第12条（お問い合わせ）',
        paragraphs: [
          '本規約または本サービスに関するご質問、ご意見、ご提案、苦情または通報は、次の方法で当社までご連絡ください。当社はお問い合わせを受領し、ご本人確認を行った後、15営業日以内に回答します。',
        ],
        items: [
          `運営者：${company}`,
          `お問い合わせ：${contact}`,
          `所在地：${address}`,
          'クライアント内：「プロフィール－ヘルプとフィードバック」',
        ],
      },
    ],
  };
}

const BUILDERS: Record<LegalLang, (brand: LegalBrand) => LegalDocument> = {
  zh: termsZh,
  en: termsEn,
  ja: termsJa,
};

/** 用户服务协议 / Terms of Service, for any language and brand. */
export function createTermsDocument(
  lang: LegalLang,
  brand: LegalBrand = DEFAULT_BRANDS[lang],
): LegalDocument {
  return BUILDERS[lang](brand);
}
