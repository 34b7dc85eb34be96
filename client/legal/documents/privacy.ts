import { DEFAULT_BRANDS } from './brands';
import type { LegalBrand, LegalDocument, LegalLang } from './types';

const UPDATED = '2025-06-01';

function privacyZh({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'privacy',
    lang: 'zh',
    title: `${product}隐私政策`,
    updated: UPDATED,
    intro: [
      `${company}（以下简称“我们”）深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。我们遵循合法、正当、必要和诚信的原则，依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规处理您的个人信息。`,
      `本《${product}隐私政策》（以下简称“本政策”）适用于“${product}”网站、桌面客户端（包括标准版、AMD 版和 Intel AI PC 版）及相关服务（以下统称“本服务”），说明我们如何收集、使用、存储、共享和保护您的个人信息，以及您所享有的权利。`,
      '请您在使用本服务前仔细阅读并充分理解本政策，尤其是关于对话内容、游戏画面等信息的处理规则，以及不满十四周岁未成年人个人信息（属于敏感个人信息）的处理规则。当您勾选同意本政策并完成登录/注册时，即表示您同意我们按照本政策处理您的个人信息；对于依法需要取得您单独同意的处理活动，我们会另行征求您的同意。',
    ],
    sections: [
      {
        heading: '一、我们收集的个人信息',
        paragraphs: [
          '我们仅收集实现本服务功能所必需的个人信息。根据您使用的功能不同，我们会收集以下信息。如您拒绝提供可选信息，不影响您使用本服务的基本功能。',
        ],
        items: [
          '账号信息：您登录或注册时提供的手机号码，以及我们为验证身份而发送的短信验证码。手机号码是创建账号的必要信息，如您不提供，将无法登录，但仍可浏览网站的公开内容。您还可以自主设置昵称和头像。',
          '设备信息：设备型号、操作系统及版本、浏览器类型及版本、语言设置、屏幕分辨率、IP 地址，以及设备标识符（如网页端匿名标识、客户端生成的设备 ID）。下载或运行桌面客户端时，我们还会读取处理器、显卡等硬件配置信息，以便为您匹配标准版、AMD 版或 Intel AI PC 版，并优化本地模型的运行。',
          '日志信息：访问时间、浏览的页面、点击与搜索记录（如游戏知识搜索的关键词）、下载记录、来源渠道参数（如推广渠道编号）以及崩溃和错误日志。',
          '对话内容：您与 AI 游戏伙伴或 AI 角色交流时输入的文字，以及您开启语音功能后录制的语音。对话内容用于生成 AI 回复、保持对话上下文及进行内容安全审核。',
          '游戏相关信息：在您主动开启游戏陪玩功能后，桌面客户端会识别正在运行的游戏进程，并在必要时读取当前游戏窗口的画面，用于理解游戏局势并给出实时回应。您可以随时关闭该功能，关闭后我们将不再读取上述信息。',
          '交易信息：购买会员或其他付费服务时产生的订单号、商品名称、金额、支付方式、支付时间和支付状态。银行卡号、支付账户密码等支付信息由支付机构直接处理，我们不会收集。',
          '设备权限：麦克风权限（仅在您使用语音功能时申请）、屏幕或窗口捕获权限（仅在您开启游戏陪玩功能时申请）。您可以随时在操作系统设置中撤回授权。',
        ],
      },
      {
        heading: '二、我们如何使用个人信息',
        paragraphs: [
          '我们会严格按照本政策所述的目的使用您的个人信息。如需将个人信息用于本政策未载明的其他目的，或超出与收集目的具有合理关联的范围，我们会事先征得您的同意。',
          '具体而言，我们将个人信息用于：',
        ],
        items: [
          '提供登录与注册服务，验证您的身份，保障账号安全；',
          '生成 AI 回复、维持对话上下文，并根据您的游戏情况提供陪玩建议；',
          '提供游戏知识搜索与个性化推荐，您可以在“个人中心 - 隐私设置”中关闭个性化推荐；',
          '处理会员订单、自动续费的签约与扣款，以及提供售后服务；',
          '进行内容安全审核，识别和处置违法违规内容，防范欺诈、刷量等风险；',
          '统计访问量、下载量及推广效果，分析产品使用情况并改进服务，用于统计分析的数据均经过去标识化处理；',
          '在经过去标识化处理、无法识别特定个人的前提下，将对话数据用于提升模型质量。您可以在“个人中心 - 隐私设置”中关闭“体验改进计划”，关闭后您的对话内容将不再用于模型改进；',
          '履行法定义务，如按照法律法规的要求留存网络日志、响应主管机关的依法要求。',
        ],
      },
      {
        heading: '三、Cookie 与本地存储',
        paragraphs: [
          '为了让您获得更便捷的访问体验，我们会在您的浏览器中使用 Cookie 和本地存储（localStorage）技术保存少量数据。我们不会将 Cookie 用于本政策所述目的之外的任何用途。',
          '您可以通过浏览器设置管理或删除 Cookie 和本地存储的数据。但如果您禁用了 Cookie 或清除了本地存储，可能需要重新选择语言或重新登录，部分功能也可能无法正常使用。',
          '我们使用的 Cookie 和本地存储主要包括：',
        ],
        items: [
          '语言偏好 Cookie（locale）：记录您选择的界面语言（中文、English 或日本語），有效期为 365 天；',
          '安全 Cookie：用于防范跨站请求伪造（CSRF）等攻击，在会话期间或短期内有效；',
          '登录状态：在本地存储中保存登录凭证及基本账号信息，以免您每次访问都需要重新登录，退出登录时即被清除；',
          '统计分析标识：在我们启用统计分析服务时，用于区分独立访客、统计访问与下载数据。',
        ],
      },
      {
        heading: '四、委托处理、共享、转让与公开披露',
        paragraphs: [
          '我们不会向任何第三方出售您的个人信息。为实现本政策所述的目的，我们可能委托合作方处理或与其共享必要的个人信息。对于此类合作方，我们会与其签订严格的数据处理协议，要求其按照我们的指示、本政策以及法律法规的要求处理个人信息，并采取必要的安全措施。',
          '如因合并、分立、解散、被宣告破产等原因需要转移个人信息，我们会向您告知接收方的名称和联系方式，并要求接收方继续履行本政策规定的义务。除法律法规另有规定或取得您的单独同意外，我们不会公开披露您的个人信息。',
          '目前接入本服务的主要第三方服务如下：',
        ],
        items: [
          '短信服务商：接收您的手机号码和验证码内容，用于发送登录验证码；',
          '行为验证码服务商：收集设备环境信息、IP 地址以及您完成验证时的操作轨迹，用于区分真人与机器，防范恶意注册和攻击；',
          '统计分析服务商：接收去标识化的设备标识、页面访问与点击事件、来源渠道等信息，用于统计访问量、下载量及推广效果；',
          '即时通讯服务商：接收您的账号标识和对话消息，用于在您与 AI 角色之间传递消息；',
          '支付机构（如微信支付、支付宝）：接收订单号、金额等交易信息，用于完成支付和自动续费签约，支付机构将按照其自身的隐私政策处理您的支付信息；',
          '云服务及内容分发服务商：为本服务提供位于中国境内的服务器、存储以及客户端下载加速服务。',
        ],
      },
      {
        heading: '五、个人信息的存储地点与保存期限',
        paragraphs: [
          '我们在中华人民共和国境内收集和产生的个人信息，将存储于中华人民共和国境内的服务器上。目前我们不会向境外提供您的个人信息；如未来确需向境外提供，我们将按照法律法规的规定履行安全评估等程序，向您告知境外接收方的相关情况，并取得您的单独同意。',
          '超出下列保存期限后，或在您注销账号后，我们将在十五个工作日内删除您的个人信息或对其进行匿名化处理，法律法规另有规定的除外。',
          '我们仅在实现处理目的所必需的最短期限内保存您的个人信息，各类信息的保存期限如下：',
        ],
        items: [
          '账号信息：在您的账号存续期间保存；',
          '对话内容：在您的账号存续期间保存，以便您查看历史对话；您删除对话记录后，我们将在十五个工作日内将其从服务器中删除；',
          '游戏画面：仅用于实时生成回应，处理完成后立即删除，不做保存；',
          '网络日志：依照《中华人民共和国网络安全法》的要求保存不少于六个月；',
          '交易信息：依照《中华人民共和国电子商务法》的要求，自交易完成之日起保存不少于三年。',
        ],
      },
      {
        heading: '六、我们如何保护您的个人信息',
        paragraphs: [
          '我们采取符合业界标准的安全防护措施保护您的个人信息，防止其遭到未经授权的访问、公开披露、使用、修改、损坏或丢失。这些措施包括：使用 HTTPS 加密传输数据；对手机号码等重要信息进行加密存储；实施严格的数据访问权限控制和操作审计；定期开展安全评估及员工数据安全培训。',
          '互联网环境并非绝对安全。如不幸发生个人信息安全事件，我们将按照法律法规的要求，及时向您告知事件的基本情况和可能的影响、我们已采取或将要采取的处置措施、您可自主防范和降低风险的建议等，并依法向主管部门报告。',
        ],
      },
      {
        heading: '七、您的权利',
        paragraphs: [
          '按照中国相关法律法规，您对自己的个人信息享有查阅、复制、更正、补充、删除、撤回同意、注销账号及获得解释等权利。为保障安全，您在行使权利时，我们可能需要先验证您的身份，并将在核实身份后十五个工作日内予以答复。对于您合理的请求，我们原则上不收取费用；对于无端重复、需要过多技术手段或给他人合法权益带来风险的请求，我们可能会予以拒绝并说明理由。',
          '您可以通过以下方式行使权利：',
        ],
        items: [
          '查阅和复制：您可以在“个人中心”查阅您的账号信息和对话记录；如需获取个人信息副本，可以通过本政策第十条所列方式联系我们；',
          '更正和补充：您可以在“个人中心”修改昵称和头像；如需更换绑定的手机号码，可以联系客服办理；',
          '删除：您可以删除单条或全部对话记录。在处理目的已实现、我们停止提供服务或您撤回同意等法定情形下，您可以要求我们删除您的个人信息；',
          '撤回同意：您可以通过关闭设备权限、在“个人中心 - 隐私设置”中关闭相应功能等方式撤回同意。撤回同意不影响此前基于您的同意已进行的处理活动的效力；',
          '注销账号：您可以在“个人中心 - 注销账号”中申请注销，移动端网页同样提供注销入口。注销后，我们将删除您的个人信息或对其进行匿名化处理，法律法规另有规定的除外；',
          '获得解释：您有权要求我们对本政策及个人信息处理规则进行解释说明。',
        ],
      },
      {
        heading: '八、未成年人的个人信息保护',
        paragraphs: [
          '本服务主要面向成年人。若您是未满十八周岁的未成年人，请在监护人的陪同下阅读本政策，并在取得监护人同意后使用本服务、提供个人信息。',
          '根据《中华人民共和国个人信息保护法》，不满十四周岁未成年人的个人信息属于敏感个人信息。如您是不满十四周岁的儿童，需由您的监护人阅读并同意本政策以及我们单独制定的儿童个人信息保护规则后，方可使用本服务。我们只会在法律允许、监护人明确同意或保护儿童所必要的情况下处理儿童的个人信息。',
          '如我们发现在未事先获得监护人同意的情况下收集了儿童的个人信息，将尽快删除相关数据。监护人对其所监护的未成年人的个人信息有疑问的，可以通过本政策第十条所列方式联系我们。',
        ],
      },
      {
        heading: '九、本政策的更新',
        paragraphs: [
          '我们可能根据法律法规的变化、业务调整或产品功能的变化适时修订本政策。未经您明确同意，我们不会削减您按照本政策所应享有的权利。',
          '本政策更新后，我们会在网站和客户端发布更新后的版本，并在页面顶部标注更新日期。对于重大变更，我们会通过弹窗、站内通知或短信等显著方式通知您，必要时重新征得您的同意。重大变更包括但不限于：处理个人信息的目的、方式和种类发生变化；个人信息共享的主要对象发生变化；您行使个人信息权利的方式发生变化；负责个人信息保护的部门或联系方式发生变化。',
        ],
      },
      {
        heading: '十、如何联系我们',
        paragraphs: [
          '如您对本政策或您的个人信息处理有任何疑问、意见、建议或投诉，可以通过以下方式联系我们的个人信息保护负责人。我们将在核实您的身份后十五个工作日内予以答复。',
          `如您对我们的答复不满意，特别是认为我们的个人信息处理行为损害了您的合法权益，您还可以向网信、电信、公安及市场监管等主管部门投诉或举报，或向${company}住所地有管辖权的人民法院提起诉讼。`,
        ],
        items: [
          `个人信息处理者：${company}`,
          `个人信息保护负责人联系方式：${contact}`,
          `联系地址：${address}`,
          '客户端内：“个人中心 - 帮助与反馈”',
        ],
      },
    ],
  };
}

function privacyEn({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'privacy',
    lang: 'en',
    title: `${product} Privacy Policy`,
    updated: UPDATED,
    intro: [
      `${company} ("we", "us" or "our") understands how important your personal information is to you and will do its utmost to keep it safe. We follow the principles of lawfulness, legitimacy, necessity and good faith, and process your personal information in accordance with the Personal Information Protection Law, the Cybersecurity Law, the Data Security Law of the People's Republic of China and other laws and regulations.`,
      `This ${product} Privacy Policy (this "Policy") applies to the ${product} website, the desktop client (including the Standard, AMD and Intel AI PC editions) and related services (together, the "Service"). It explains how we collect, use, store, share and protect your personal information, and the rights you have.`,
      'Please read this Policy carefully and make sure you fully understand it before using the Service, especially the rules on processing conversation content and game screen content, and the rules on personal information of minors under 14 (which is sensitive personal information). By agreeing to this Policy and completing login or registration, you consent to our processing of your personal information as described in this Policy; where the law requires your separate consent for a processing activity, we will ask for it separately.',
    ],
    sections: [
      {
        heading: '1. Personal Information We Collect',
        paragraphs: [
          'We collect only the personal information necessary to provide the features of the Service. Depending on the features you use, we collect the following. Declining to provide optional information does not affect your use of the basic features of the Service.',
        ],
        items: [
          'Account information: the mobile phone number you provide when you log in or register, and the SMS verification code we send to verify your identity. A phone number is required to create an account; without one you cannot log in, but you can still browse the public content of the website. You may also choose a nickname and an avatar.',
          'Device information: device model, operating system and version, browser type and version, language settings, screen resolution, IP address and device identifiers (such as an anonymous web identifier or a device ID generated by the client). When you download or run the desktop client, we also read hardware information such as your processor and graphics card, so that we can offer you the Standard, AMD or Intel AI PC edition and optimise how local models run.',
          'Log information: access times, pages viewed, clicks and searches (such as game knowledge search keywords), download records, referral channel parameters (such as a campaign channel code), and crash and error logs.',
          'Conversation content: the text you enter when talking to AI game partners or AI characters and, if you turn on voice features, your recorded voice. We use conversation content to generate AI replies, keep the context of a conversation and review content for safety.',
          'Game information: when you turn on the game companion feature, the desktop client identifies the game process that is running and, where necessary, reads the image of the current game window to understand the situation in the game and respond in real time. You can turn the feature off at any time, after which we stop reading this information.',
          'Transaction information: the order number, item name, amount, payment method, payment time and payment status generated when you buy a membership or other paid services. Payment details such as bank card numbers and payment account passwords are handled directly by the payment institution; we do not collect them.',
          'Device permissions: microphone access (requested only when you use voice features) and screen or window capture (requested only when you turn on the game companion feature). You can withdraw these permissions at any time in your operating system settings.',
        ],
      },
      {
        heading: '2. How We Use Personal Information',
        paragraphs: [
          'We use your personal information strictly for the purposes described in this Policy. If we need to use it for a purpose not stated in this Policy, or beyond what is reasonably related to the purpose for which it was collected, we will ask for your consent first.',
          'Specifically, we use personal information to:',
        ],
        items: [
          'provide login and registration, verify your identity and keep your account secure;',
          'generate AI replies, keep the context of conversations and give companion suggestions based on your game;',
          'provide game knowledge search and personalised recommendations; you can turn off personalised recommendations in "Profile - Privacy settings";',
          'process membership orders, sign up and charge auto-renewals, and provide after-sales service;',
          'review content for safety, identify and deal with illegal content, and prevent fraud, fake traffic and similar risks;',
          'count visits, downloads and campaign results, analyse how the product is used and improve the Service; data used for statistics is de-identified;',
          'improve model quality with conversation data that has been de-identified so that no specific individual can be identified; you can turn off the "Experience improvement programme" in "Profile - Privacy settings", after which your conversations are no longer used to improve models;',
          'meet legal obligations, such as keeping network logs as required by law and responding to lawful requests from the competent authorities.',
        ],
      },
      {
        heading: '3. Cookies and Local Storage',
        paragraphs: [
          'To make your visits more convenient, we store a small amount of data in your browser using cookies and local storage (localStorage). We do not use cookies for any purpose other than those described in this Policy.',
          'You can manage or delete cookies and local storage data in your browser settings. If you disable cookies or clear local storage, you may need to choose your language or log in again, and some features may not work properly.',
          'The cookies and local storage we use are mainly:',
        ],
        items: [
          'Language preference cookie (locale): remembers the interface language you chose (Chinese, English or Japanese) for 365 days;',
          'Security cookie: protects against cross-site request forgery (CSRF) and similar attacks; valid for the session or a short period;',
          'Login state: keeps your login credential and basic account information in local storage so that you do not have to log in on every visit; it is cleared when you log out;',
          'Analytics identifier: when we enable analytics, distinguishes unique visitors and counts visits and downloads.',
        ],
      },
      {
        heading: '4. Entrusted Processing, Sharing, Transfer and Public Disclosure',
        paragraphs: [
          'We do not sell your personal information to anyone. To achieve the purposes described in this Policy, we may entrust partners with processing, or share necessary personal information with them. We sign strict data processing agreements with such partners, requiring them to process personal information according to our instructions, this Policy and the law, and to take the necessary security measures.',
          'If personal information must be transferred because of a merger, division, dissolution, bankruptcy or similar event, we will tell you the name and contact details of the recipient and require the recipient to continue to meet the obligations of this Policy. We do not publicly disclose your personal information unless the law requires it or you have given separate consent.',
          'The main third-party services currently used by the Service are:',
        ],
        items: [
          'SMS provider: receives your phone number and the verification code in order to send login codes;',
          'Behavioural captcha provider: collects device environment information, your IP address and the movements you make while completing a check, in order to tell people from bots and prevent fraudulent registrations and attacks;',
          'Analytics provider: receives de-identified device identifiers, page view and click events, referral channels and similar information, in order to count visits, downloads and campaign results;',
          'Instant messaging provider: receives your account identifier and conversation messages, in order to deliver messages between you and AI characters;',
          'Payment institutions (such as WeChat Pay and Alipay): receive transaction information such as order numbers and amounts in order to complete payments and auto-renewal sign-ups; they process your payment information under their own privacy policies;',
          'Cloud and content delivery providers: provide servers, storage and client download acceleration located in mainland China for the Service.',
        ],
      },
      {
        heading: '5. Where We Store Personal Information and for How Long',
        paragraphs: [
          "Personal information collected and generated within the People's Republic of China is stored on servers within the People's Republic of China. We currently do not provide your personal information outside the country; if we ever need to, we will complete a security assessment and other procedures required by law, tell you about the overseas recipient and obtain your separate consent.",
          'After the retention periods below expire, or after you delete your account, we will delete or anonymise your personal information within fifteen working days, unless the law requires otherwise.',
          'We keep personal information only for the shortest period necessary for the purposes of processing. The retention periods are:',
        ],
        items: [
          'Account information: for as long as your account exists;',
          'Conversation content: for as long as your account exists, so that you can view your history; after you delete conversations, we remove them from our servers within fifteen working days;',
          'Game screen images: used only to respond in real time and deleted immediately after processing; they are not stored;',
          'Network logs: at least six months, as required by the Cybersecurity Law;',
          'Transaction information: at least three years from completion of the transaction, as required by the E-Commerce Law.',
        ],
      },
      {
        heading: '6. How We Protect Your Personal Information',
        paragraphs: [
          'We use industry-standard security measures to protect your personal information against unauthorised access, public disclosure, use, modification, damage or loss. These include encrypting data in transit with HTTPS, encrypting important information such as phone numbers at rest, strict access control and audit of data operations, and regular security assessments and data security training for staff.',
          'No internet environment is absolutely secure. If a personal information security incident occurs, we will promptly inform you, as the law requires, of what happened and its possible impact, the measures we have taken or will take, and what you can do to protect yourself and reduce the risk, and we will report the incident to the competent authorities as required by law.',
        ],
      },
      {
        heading: '7. Your Rights',
        paragraphs: [
          'Under the applicable laws of China, you have the right to access, copy, correct, supplement and delete your personal information, to withdraw consent, to delete your account and to receive explanations. For security, we may need to verify your identity before acting on a request, and we will reply within fifteen working days after verification. We do not normally charge for reasonable requests; we may refuse, with reasons, requests that are repetitive without cause, require excessive technical effort or put the lawful rights of others at risk.',
          'You can exercise your rights as follows:',
        ],
        items: [
          'Access and copy: view your account information and conversation history in your profile; to obtain a copy of your personal information, contact us as described in Section 10;',
          'Correct and supplement: change your nickname and avatar in your profile; to change your registered phone number, contact customer service;',
          'Delete: delete single conversations or all of them. You may ask us to delete your personal information in the cases provided by law, such as when the purpose of processing has been achieved, we stop providing the Service or you withdraw consent;',
          'Withdraw consent: turn off device permissions or the relevant features in "Profile - Privacy settings". Withdrawing consent does not affect processing already carried out on the basis of your consent;',
          'Delete your account: apply in "Profile - Delete account"; the mobile website offers the same option. After deletion we delete or anonymise your personal information, unless the law requires otherwise;',
          'Explanations: you may ask us to explain this Policy and our rules for processing personal information.',
        ],
      },
      {
        heading: "8. Children's and Minors' Personal Information",
        paragraphs: [
          'The Service is mainly intended for adults. If you are under 18, please read this Policy with your guardian and obtain their consent before using the Service or providing personal information.',
          "Under the Personal Information Protection Law, the personal information of minors under 14 is sensitive personal information. If you are a child under 14, your guardian must read and agree to this Policy and to our separate rules for the protection of children's personal information before you use the Service. We process children's personal information only where the law permits it, where the guardian has expressly consented, or where it is necessary to protect the child.",
          "If we find that we have collected a child's personal information without prior guardian consent, we will delete it as soon as possible. Guardians with questions about the personal information of a minor in their care can contact us as described in Section 10.",
        ],
      },
      {
        heading: '9. Updates to This Policy',
        paragraphs: [
          'We may revise this Policy from time to time in line with changes in laws and regulations, our business or product features. We will not reduce your rights under this Policy without your explicit consent.',
          'When this Policy is updated, we publish the new version on the website and in the client and show the update date at the top of the page. For material changes, we notify you prominently, for example by pop-up, in-app notice or text message, and ask for your consent again where necessary. Material changes include, but are not limited to, changes in the purposes, methods or types of personal information processed; changes in the main recipients with whom personal information is shared; changes in how you exercise your rights; and changes in the department responsible for personal information protection or its contact details.',
        ],
      },
      {
        heading: '10. Contact Us',
        paragraphs: [
          'If you have any questions, comments, suggestions or complaints about this Policy or the processing of your personal information, you can contact our personal information protection officer as follows. We will reply within fifteen working days after verifying your identity.',
          `If you are not satisfied with our reply, in particular if you believe our processing of personal information has harmed your lawful rights, you may also complain to the cyberspace, telecommunications, public security or market regulation authorities, or bring a lawsuit before the competent people's court at the place where ${company} is domiciled.`,
        ],
        items: [
          `Personal information processor: ${company}`,
          `Personal information protection officer: ${contact}`,
          `Address: ${address}`,
          'In the client: "Profile - Help & Feedback"',
        ],
      },
    ],
  };
}

function privacyJa({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'privacy',
    lang: 'ja',
    title: `${product}プライバシーポリシー`,
    updated: UPDATED,
    intro: [
      `${company}（以下「当社」）は、個人情報がお客様にとって重要であることを深く理解し、その安全の確保に全力を尽くします。当社は、適法性、正当性、必要性および誠実性の原則に従い、「中華人民共和国個人情報保護法」「中華人民共和国サイバーセキュリティ法」「中華人民共和国データセキュリティ法」その他の法令に基づいてお客様の個人情報を取り扱います。`,
      `本「${product}プライバシーポリシー」（以下「本ポリシー」）は、「${product}」のウェブサイト、デスクトップクライアント（スタンダード版、AMD版およびIntel AI PC版を含みます）および関連サービス（以下総称して「本サービス」）に適用され、当社がお客様の個人情報をどのように収集、利用、保存、共有および保護するか、ならびにお客様が有する権利について説明するものです。`,
      '本サービスをご利用になる前に、本ポリシー、特に会話内容およびゲーム画面等の情報の取扱いに関する規定、ならびに14歳未満の未成年者の個人情報（機微な個人情報に該当します）の取扱いに関する規定をよくお読みいただき、十分にご理解ください。本ポリシーに同意してログイン・登録を完了した場合、お客様は当社が本ポリシーに従って個人情報を取り扱うことに同意したものとみなされます。法令上お客様の個別の同意が必要な取扱いについては、別途同意をお願いします。',
    ],
    sections: [
      {
        heading: '1. 当社が収集する個人情報',
        paragraphs: [
          '当社は、本サービスの機能を実現するために必要な個人情報のみを収集します。ご利用の機能に応じて、次の情報を収集します。任意の情報の提供を拒否された場合でも、本サービスの基本機能の利用には影響しません。',
        ],
        items: [
          'アカウント情報：ログインまたは登録の際にご提供いただく携帯電話番号、およびご本人確認のために当社が送信するSMS認証コード。携帯電話番号はアカウント作成に必須の情報であり、ご提供いただけない場合はログインできませんが、ウェブサイトの公開コンテンツは引き続き閲覧できます。ニックネームおよびアイコンは任意で設定できます。',
          '端末情報：端末のモデル、オペレーティングシステムおよびそのバージョン、ブラウザの種類およびバージョン、言語設定、画面解像度、IPアドレス、ならびに端末識別子（ウェブ上の匿名識別子、クライアントが生成する端末IDなど）。デスクトップクライアントのダウンロードまたは実行時には、スタンダード版、AMD版またはIntel AI PC版の中から適切な版をご案内し、ローカルモデルの動作を最適化するため、プロセッサやグラフィックカードなどのハードウェア構成情報も読み取ります。',
          'ログ情報：アクセス日時、閲覧したページ、クリックおよび検索の履歴（ゲーム知識検索のキーワードなど）、ダウンロード履歴、流入経路のパラメータ（広告チャネルのコードなど）、ならびにクラッシュおよびエラーのログ。',
          '会話内容：AIゲームパートナーまたはAIキャラクターとの会話で入力されたテキスト、および音声機能をオンにした場合に録音される音声。会話内容は、AIの返答の生成、会話の文脈の維持およびコンテンツの安全審査に利用します。',
          'ゲーム関連情報：お客様がゲームパートナー機能を自らオンにした場合、デスクトップクライアントは実行中のゲームのプロセスを識別し、必要に応じて現在のゲームウィンドウの画面を読み取り、ゲームの状況を把握してリアルタイムに応答します。この機能はいつでもオフにでき、オフにした後はこれらの情報を読み取りません。',
          '取引情報：会員その他の有料サービスの購入時に生成される注文番号、商品名、金額、支払方法、支払日時および支払状況。銀行カード番号や決済アカウントのパスワードなどの決済情報は決済機関が直接処理し、当社は収集しません。',
          '端末の権限：マイクの権限（音声機能の利用時にのみ要求します）、画面またはウィンドウのキャプチャの権限（ゲームパートナー機能をオンにした場合にのみ要求します）。これらの権限は、オペレーティングシステムの設定からいつでも取り消すことができます。',
        ],
      },
      {
        heading: '2. 個人情報の利用目的',
        paragraphs: [
          '当社は、本ポリシーに記載した目的の範囲内でのみお客様の個人情報を利用します。本ポリシーに記載のない目的、または収集目的と合理的な関連性を有する範囲を超えて利用する必要がある場合は、事前にお客様の同意を得ます。',
          '具体的には、当社は個人情報を次の目的で利用します。',
        ],
        items: [
          'ログインおよび登録の機能を提供し、ご本人確認を行い、アカウントの安全を確保するため',
          'AIの返答を生成し、会話の文脈を維持し、お客様のゲームの状況に応じたアドバイスを提供するため',
          'ゲーム知識の検索およびパーソナライズされたおすすめを提供するため（パーソナライズされたおすすめは「プロフィール－プライバシー設定」でオフにできます）',
          '会員の注文、自動更新の契約および課金を処理し、アフターサービスを提供するため',
          'コンテンツの安全審査を行い、違法・不適切なコンテンツを発見して対処し、詐欺や不正なアクセス水増しなどのリスクを防止するため',
          'アクセス数、ダウンロード数および広告効果を集計し、製品の利用状況を分析してサービスを改善するため（統計分析に用いるデータは仮名化処理しています）',
          '特定の個人を識別できないよう仮名化処理を行ったうえで、会話データをモデルの品質向上に利用するため（「プロフィール－プライバシー設定」で「体験改善プログラム」をオフにすると、お客様の会話内容はモデルの改善に利用されなくなります）',
          '法令に基づくネットワークログの保存や所管当局からの適法な要請への対応など、法令上の義務を履行するため',
        ],
      },
      {
        heading: '3. Cookieおよびローカルストレージ',
        paragraphs: [
          'より便利にご利用いただくため、当社はCookieおよびローカルストレージ（localStorage）の技術を使用して、お客様のブラウザに少量のデータを保存します。当社は、本ポリシーに記載した目的以外にCookieを使用することはありません。',
          'Cookieおよびローカルストレージのデータは、ブラウザの設定から管理または削除できます。ただし、Cookieを無効にしたりローカルストレージを消去したりすると、言語の再選択や再ログインが必要になる場合があり、一部の機能が正常に動作しないことがあります。',
          '当社が使用する主なCookieおよびローカルストレージは次のとおりです。',
        ],
        items: [
          '言語設定のCookie（locale）：選択された表示言語（中国語、英語または日本語）を365日間記録します。',
          'セキュリティCookie：クロスサイトリクエストフォージェリ（CSRF）等の攻撃を防ぐために使用し、セッション中または短期間のみ有効です。',
          'ログイン状態：毎回ログインしなくて済むよう、ログイン認証情報および基本的なアカウント情報をローカルストレージに保存します。ログアウト時に消去されます。',
          '統計分析用の識別子：当社が統計分析サービスを有効にしている場合に、ユニークな訪問者を区別し、アクセス数およびダウンロード数を集計するために使用します。',
        ],
      },
      {
        heading: '4. 個人情報の委託、共有、移転および公開',
        paragraphs: [
          '当社は、お客様の個人情報を第三者に販売することはありません。本ポリシーに記載した目的を達成するため、当社は提携先に個人情報の取扱いを委託し、または必要な個人情報を共有することがあります。当社はこれらの提携先と厳格なデータ処理契約を締結し、当社の指示、本ポリシーおよび法令に従って個人情報を取り扱い、必要な安全管理措置を講じるよう求めます。',
          '合併、分割、解散、破産宣告などにより個人情報を移転する必要が生じた場合、当社は受領者の名称および連絡先をお客様にお知らせし、受領者に本ポリシーに定める義務を引き続き履行するよう求めます。法令に別段の定めがある場合またはお客様の個別の同意を得た場合を除き、当社はお客様の個人情報を公開しません。',
          '現在、本サービスで利用している主な第三者サービスは次のとおりです。',
        ],
        items: [
          'SMS配信事業者：ログイン用の認証コードを送信するため、お客様の携帯電話番号および認証コードの内容を受け取ります。',
          '行動認証（CAPTCHA）事業者：人間と機械を判別し、不正な登録や攻撃を防ぐため、端末の環境情報、IPアドレスおよび認証操作時の操作の軌跡を収集します。',
          '統計分析事業者：アクセス数、ダウンロード数および広告効果を集計するため、仮名化された端末識別子、ページの閲覧およびクリックのイベント、流入経路などの情報を受け取ります。',
          'インスタントメッセージング事業者：お客様とAIキャラクターとの間でメッセージをやり取りするため、お客様のアカウント識別子および会話メッセージを受け取ります。',
          '決済機関（WeChat Pay、Alipayなど）：支払および自動更新の契約を完了するため、注文番号や金額などの取引情報を受け取ります。決済機関は、各社のプライバシーポリシーに従ってお客様の決済情報を取り扱います。',
          'クラウドサービスおよびコンテンツ配信事業者：本サービスのために、中国本土に所在するサーバー、ストレージおよびクライアントのダウンロード高速化のサービスを提供します。',
        ],
      },
      {
        heading: '5. 個人情報の保存場所および保存期間',
        paragraphs: [
          '中華人民共和国内で収集および生成された個人情報は、中華人民共和国内のサーバーに保存します。現在、当社はお客様の個人情報を国外に提供していません。将来国外への提供が必要となった場合は、法令の定めに従い安全評価等の手続を行い、国外の受領者に関する情報をお客様にお知らせしたうえで、個別の同意を得ます。',
          '次の保存期間が経過した後、またはお客様がアカウントを削除した後、当社は法令に別段の定めがある場合を除き、15営業日以内にお客様の個人情報を削除または匿名化します。',
          '当社は、取扱いの目的を達成するために必要な最短の期間に限り個人情報を保存します。情報の種類ごとの保存期間は次のとおりです。',
        ],
        items: [
          'アカウント情報：アカウントが存続する期間',
          '会話内容：過去の会話をご確認いただけるよう、アカウントが存続する期間保存します。お客様が会話履歴を削除した場合、当社は15営業日以内にサーバーから削除します。',
          'ゲーム画面：リアルタイムの応答生成にのみ使用し、処理完了後直ちに削除し、保存しません。',
          'ネットワークログ：「中華人民共和国サイバーセキュリティ法」の要求に従い、6か月以上保存します。',
          '取引情報：「中華人民共和国電子商取引法」の要求に従い、取引完了日から3年以上保存します。',
        ],
      },
      {
        heading: '6. 個人情報の保護',
        paragraphs: [
          '当社は、業界標準に準拠した安全管理措置を講じ、お客様の個人情報を不正なアクセス、公開、利用、改ざん、毀損または消失から保護します。これには、HTTPSによる通信の暗号化、携帯電話番号などの重要な情報の暗号化保存、厳格なデータアクセス権限の管理および操作の監査、定期的な安全評価および従業員へのデータセキュリティ研修が含まれます。',
          'インターネット環境は絶対に安全というわけではありません。万一、個人情報の安全に関わる事故が発生した場合、当社は法令に従い、事故の概要および想定される影響、当社が講じたまたは講じる予定の対応措置、お客様ご自身でリスクを防止・軽減するための助言などを速やかにお知らせするとともに、法令に従い所管当局に報告します。',
        ],
      },
      {
        heading: '7. お客様の権利',
        paragraphs: [
          '中国の関係法令に基づき、お客様はご自身の個人情報について、閲覧、複製、訂正、追加、削除、同意の撤回、アカウントの削除および説明を求める権利を有します。安全確保のため、権利の行使にあたりご本人確認をお願いする場合があり、確認後15営業日以内に回答します。合理的なご請求については原則として費用をいただきません。正当な理由なく繰り返される請求、過度な技術的手段を要する請求、または他者の正当な権利を害するおそれのある請求については、理由を示したうえでお断りする場合があります。',
          'お客様は、次の方法で権利を行使できます。',
        ],
        items: [
          '閲覧および複製：プロフィール画面でアカウント情報および会話履歴を閲覧できます。個人情報の写しが必要な場合は、第10条に記載の方法で当社にご連絡ください。',
          '訂正および追加：プロフィール画面でニックネームおよびアイコンを変更できます。登録した携帯電話番号の変更は、カスタマーサポートにお申し付けください。',
          '削除：会話履歴を1件ずつまたはすべて削除できます。取扱いの目的が達成された場合、当社がサービスの提供を終了した場合、お客様が同意を撤回した場合など法令に定める場合には、当社に個人情報の削除を求めることができます。',
          '同意の撤回：端末の権限をオフにする、または「プロフィール－プライバシー設定」で該当する機能をオフにすることで、同意を撤回できます。同意の撤回は、それ以前に同意に基づいて行われた取扱いの効力には影響しません。',
          'アカウントの削除：「プロフィール－アカウント削除」から削除を申請できます。モバイル版ウェブサイトでも同様に申請できます。削除後、当社は法令に別段の定めがある場合を除き、お客様の個人情報を削除または匿名化します。',
          '説明を求める権利：本ポリシーおよび個人情報の取扱いのルールについて、当社に説明を求めることができます。',
        ],
      },
      {
        heading: '8. 未成年者の個人情報の保護',
        paragraphs: [
          '本サービスは主に成人を対象としています。18歳未満の方は、保護者とともに本ポリシーをお読みいただき、保護者の同意を得たうえで本サービスを利用し、個人情報をご提供ください。',
          '「中華人民共和国個人情報保護法」に基づき、14歳未満の未成年者の個人情報は機微な個人情報に該当します。14歳未満の児童の方は、保護者が本ポリシーおよび当社が別途定める児童の個人情報保護に関するルールを読んで同意した場合に限り、本サービスをご利用いただけます。当社は、法令で認められる場合、保護者の明示の同意がある場合、または児童の保護に必要な場合に限り、児童の個人情報を取り扱います。',
          '保護者の事前の同意なく児童の個人情報を収集したことが判明した場合、当社は速やかに当該データを削除します。保護者の方で、監護する未成年者の個人情報についてご不明な点がある場合は、第10条に記載の方法で当社にご連絡ください。',
        ],
      },
      {
        heading: '9. 本ポリシーの改定',
        paragraphs: [
          '当社は、法令の改正、事業の変更または製品機能の変更に応じて、本ポリシーを適宜改定することがあります。お客様の明示の同意なく、本ポリシーに基づくお客様の権利を縮小することはありません。',
          '本ポリシーを改定した場合、当社は改定後の版をウェブサイトおよびクライアントに掲載し、ページ上部に更新日を表示します。重要な変更については、ポップアップ、サービス内通知またはSMSなどの目立つ方法でお知らせし、必要に応じて改めて同意を求めます。重要な変更には、個人情報の取扱いの目的、方法もしくは種類の変更、個人情報の主な共有先の変更、権利の行使方法の変更、個人情報保護の担当部門またはその連絡先の変更などが含まれますが、これらに限りません。',
        ],
      },
      {
        heading: '10. お問い合わせ',
        paragraphs: [
          '本ポリシーまたはお客様の個人情報の取扱いに関するご質問、ご意見、ご提案または苦情は、次の方法で当社の個人情報保護責任者までご連絡ください。ご本人確認の後、15営業日以内に回答します。',
          `当社の回答にご満足いただけない場合、特に当社の個人情報の取扱いがお客様の正当な権利を侵害していると思われる場合は、インターネット情報、電気通信、公安または市場監督管理の各所管当局に苦情を申し立てもしくは通報し、または${company}の住所地を管轄する人民法院に訴訟を提起することもできます。`,
        ],
        items: [
          `個人情報取扱者：${company}`,
          `個人情報保護責任者の連絡先：${contact}`,
          `所在地：${address}`,
          'クライアント内：「プロフィール－ヘルプとフィードバック」',
        ],
      },
    ],
  };
}

const BUILDERS: Record<LegalLang, (brand: LegalBrand) => LegalDocument> = {
  zh: privacyZh,
  en: privacyEn,
  ja: privacyJa,
};

/** 隐私政策 / Privacy Policy, for any language and brand. */
export function createPrivacyDocument(
  lang: LegalLang,
  brand: LegalBrand = DEFAULT_BRANDS[lang],
): LegalDocument {
  return BUILDERS[lang](brand);
}
