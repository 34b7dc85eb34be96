import { DEFAULT_BRANDS } from './brands';
import type { LegalBrand, LegalDocument, LegalLang } from './types';

const UPDATED = '2025-05-20';

function membershipZh({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvterms',
    lang: 'zh',
    title: `${product}会员服务协议`,
    updated: UPDATED,
    intro: [
      `欢迎您使用“${product}”会员服务！`,
      `《${product}会员服务协议》（以下简称“本协议”）是您与${company}（以下简称“我们”）之间就您开通和使用“${product}”会员服务（以下简称“会员服务”）所订立的协议。本协议是《${product}用户服务协议》的补充协议，本协议未约定的事项，适用《${product}用户服务协议》及《${product}隐私政策》。`,
      '请您在开通会员服务前仔细阅读并充分理解本协议，特别是关于会员费用、会员有效期、退款规则以及免除或限制责任的条款。您点击“立即开通”“确认支付”等按钮并完成支付，即视为您已阅读并同意本协议。未成年人应在监护人的同意和指导下开通会员服务。',
    ],
    sections: [
      {
        heading: '一、定义',
        paragraphs: ['除非另有说明，本协议中的下列用语具有以下含义：'],
        items: [
          `会员：指按照本协议约定完成付费开通会员服务，并在会员有效期内享有会员权益的“${product}”注册用户；`,
          '会员服务：指我们向会员提供的、区别于普通用户的增值服务，具体权益以会员页面的展示为准；',
          '会员有效期：指会员享有会员权益的期限，自开通成功之时起算，按所购买套餐的时长（如一个月、三个月、十二个月）计算；',
          `连续包月（包季、包年）：指开通时同时签约自动续费服务的会员套餐，其续费规则适用《${product}自动续费服务协议》。`,
        ],
      },
      {
        heading: '二、会员服务的开通',
        paragraphs: [
          `您可以在“${product}”网站或桌面客户端的会员页面，使用微信支付、支付宝等我们支持的支付方式开通会员服务。请您务必通过官方渠道开通。对于通过非官方渠道（如第三方代充、低价转售）获得的会员服务，我们有权不予认可，由此造成的损失由您自行承担。`,
          `会员服务与您的“${product}”账号绑定，开通成功后立即生效。如您在会员有效期内再次购买会员套餐，会员有效期将自原有效期届满之日起顺延。`,
          '支付前，请您确认所登录的账号、所选套餐、价格及有效期。因您的误操作（如登录了错误的账号、选错了套餐）导致的损失，我们会在可行的范围内协助处理，但无法保证挽回。',
        ],
      },
      {
        heading: '三、会员权益',
        paragraphs: [
          '会员权益的具体内容、数量及适用范围以您购买时会员页面的展示为准。我们可能根据业务发展、合作情况或法律法规的要求对会员权益进行调整；如调整将实质性减损您已购买的权益，我们会提前通知您，您可以选择继续使用，或就剩余有效期对应的费用申请退款。',
          '在会员有效期内，您目前可以享有以下会员权益：',
        ],
        items: [
          '更多对话次数：每日与 AI 游戏伙伴及 AI 角色对话的次数上限高于普通用户；',
          '专属角色：解锁会员专属的 AI 角色及剧情内容；',
          '优先响应：在高峰时段享有更快的 AI 回复速度；',
          '语音与陪玩增强：解锁更多 AI 角色音色以及更长时间的游戏陪玩会话；',
          '专属装扮：会员标识、头像框及角色装扮等；',
          '新功能抢先体验：优先参与新功能的测试与体验活动。',
        ],
      },
      {
        heading: '四、会员费用与支付',
        paragraphs: [
          '会员服务的价格以您购买时会员页面展示的价格为准，页面将清晰标示套餐名称、价格、有效期以及是否包含自动续费服务。我们可能不定期开展优惠活动，优惠价格仅适用于活动期间及活动规则所述的范围。',
          `我们可能根据运营成本和市场情况调整会员服务的价格。价格调整不影响您在调整前已购买的会员服务；对于已签约自动续费的用户，价格调整按照《${product}自动续费服务协议》的约定处理。`,
          '您通过第三方支付机构付款时，还应遵守该支付机构的相关规则。因支付机构的原因造成支付失败、重复扣款等问题的，我们将积极协助您与支付机构沟通处理。',
        ],
      },
      {
        heading: '五、会员有效期与使用规则',
        paragraphs: [
          '会员有效期届满后，会员权益将自动终止，尚未使用完的当期权益（如当日剩余的对话次数）不予累积或顺延。',
          '如您违反本条所列的使用规则，我们有权视情节暂停或终止您的会员服务，且不退还相应费用；给我们或他人造成损失的，您应依法承担赔偿责任。',
          '您在使用会员服务时应遵守下列规则：',
        ],
        items: [
          '会员服务仅限开通账号的本人使用，不得转让、出借、出租、出售或以其他方式提供给他人使用；',
          '不得利用会员服务从事任何营利活动，包括但不限于代充、倒卖会员资格或会员权益；',
          '不得通过技术手段、系统漏洞或其他不正当方式获取会员服务或会员权益；',
          `不得发布违法违规内容或实施违反《${product}用户服务协议》的行为。`,
        ],
      },
      {
        heading: '六、退款规则',
        paragraphs: [
          '会员服务属于在线提供的数字化商品，根据《中华人民共和国消费者权益保护法》第二十五条的规定，开通成功后不适用七日无理由退货。除本协议另有约定或法律法规另有规定外，会员服务开通后，已支付的费用不予退还。',
          '退款申请审核通过后，款项将原路退回至您的支付账户，一般在七个工作日内到账，具体到账时间以支付机构的处理为准。退款完成后，相应的会员权益将被收回。',
          '在下列情形下，您可以通过本协议第八条所列方式申请退款，我们将在核实后依法处理：',
        ],
        items: [
          '因我们的原因导致您无法使用会员服务，且在合理期限内未能修复的；',
          '因系统故障导致重复扣款或错误扣款的；',
          '我们对会员权益进行实质性减损而您不同意继续使用的，可就剩余有效期对应的费用申请退款；',
          '未成年人在未经监护人同意的情况下开通会员服务，经监护人申请并核实的；',
          '法律法规规定的其他应予退款的情形。',
        ],
      },
      {
        heading: '七、服务的变更、中止与终止',
        paragraphs: [
          '我们可能因系统维护、升级或不可抗力暂停会员服务。计划内的维护我们会提前公告；因我们的原因导致会员服务连续中断超过二十四小时的，我们将按照中断时长为您顺延会员有效期。',
          '如我们决定停止运营会员服务，将至少提前三十日通过网站公告、站内通知等方式告知您，并就您剩余有效期对应的费用为您办理退款或提供其他合理补偿。',
          `您注销“${product}”账号的，会员服务随之终止，剩余的会员权益视为您主动放弃且无法恢复，请您在注销前慎重考虑。`,
        ],
      },
      {
        heading: '八、法律适用及其他',
        paragraphs: [
          `本协议的订立、履行、解释及争议解决均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向${company}住所地有管辖权的人民法院提起诉讼。`,
          '我们可能根据法律法规或业务需要修订本协议，修订后的协议将在会员页面公布，并以适当方式通知您。本协议以中文文本为准，其他语言版本仅供参考。',
          '如您对本协议或会员服务有任何疑问，请通过以下方式联系我们：',
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

function membershipEn({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvterms',
    lang: 'en',
    title: `${product} Membership Service Agreement`,
    updated: UPDATED,
    intro: [
      `Welcome to ${product} Membership!`,
      `This ${product} Membership Service Agreement (this "Agreement") is an agreement between you and ${company} ("we", "us" or "our") governing how you purchase and use the ${product} membership service (the "Membership"). This Agreement supplements the ${product} Terms of Service; matters not covered here are governed by the ${product} Terms of Service and the ${product} Privacy Policy.`,
      'Before purchasing the Membership, please read this Agreement carefully and make sure you fully understand it, especially the clauses on fees, the membership period, refunds and the exclusion or limitation of liability. By clicking "Join now", "Confirm payment" or a similar button and completing payment, you confirm that you have read and agree to this Agreement. Minors should purchase the Membership only with the consent and guidance of their guardian.',
    ],
    sections: [
      {
        heading: '1. Definitions',
        paragraphs: ['Unless stated otherwise, the following terms in this Agreement mean:'],
        items: [
          `Member: a registered ${product} user who has paid for the Membership under this Agreement and enjoys membership benefits during the membership period;`,
          'Membership: value-added services that we provide to members in addition to those available to ordinary users; the specific benefits are as shown on the membership page;',
          'Membership period: the period during which a member enjoys membership benefits, starting when the purchase succeeds and lasting for the length of the plan bought (for example one, three or twelve months);',
          `Monthly (quarterly, yearly) subscription: a membership plan purchased together with the auto-renewal service; its renewal is governed by the ${product} Auto-Renewal Service Agreement.`,
        ],
      },
      {
        heading: '2. Purchasing the Membership',
        paragraphs: [
          `You can purchase the Membership on the membership page of the ${product} website or desktop client using a payment method we support, such as WeChat Pay or Alipay. Please purchase only through official channels. We may refuse to recognise a Membership obtained through unofficial channels (such as third-party top-up agents or discounted resale), and you bear any resulting loss.`,
          `The Membership is bound to your ${product} account and takes effect as soon as the purchase succeeds. If you buy another plan during a membership period, the new period starts when the current one ends.`,
          'Before paying, please check the account you are logged in to, the plan you selected, the price and the period. If you suffer a loss because of your own mistake (such as being logged in to the wrong account or choosing the wrong plan), we will help where feasible, but we cannot guarantee that the loss can be recovered.',
        ],
      },
      {
        heading: '3. Membership Benefits',
        paragraphs: [
          'The specific content, quantity and scope of membership benefits are as shown on the membership page at the time of purchase. We may adjust membership benefits as our business, partnerships or legal requirements change; if an adjustment would materially reduce benefits you have already paid for, we will notify you in advance, and you may choose to keep the Membership or request a refund of the fee for the remaining period.',
          'During the membership period, you currently enjoy the following benefits:',
        ],
        items: [
          'More conversations: a higher daily limit on conversations with AI game partners and AI characters than ordinary users;',
          'Exclusive characters: access to members-only AI characters and stories;',
          'Priority response: faster AI replies at peak times;',
          'Enhanced voice and companionship: more AI character voices and longer game companion sessions;',
          'Exclusive cosmetics: a member badge, avatar frames, character outfits and more;',
          'Early access: priority access to tests and previews of new features.',
        ],
      },
      {
        heading: '4. Fees and Payment',
        paragraphs: [
          'The price of the Membership is the price shown on the membership page when you buy it. The page clearly states the plan name, price, period and whether the plan includes automatic renewal. We may run promotions from time to time; promotional prices apply only during the promotion and within the scope of its rules.',
          `We may adjust Membership prices in line with operating costs and market conditions. A price change does not affect a Membership you bought before the change; for users who have signed up for automatic renewal, price changes are handled as set out in the ${product} Auto-Renewal Service Agreement.`,
          'When you pay through a third-party payment institution, you must also follow its rules. If a payment fails or you are charged twice because of the payment institution, we will actively help you resolve the matter with it.',
        ],
      },
      {
        heading: '5. Membership Period and Rules of Use',
        paragraphs: [
          "When the membership period ends, membership benefits end automatically. Unused benefits of the current period (such as the rest of a day's conversations) do not accumulate or carry over.",
          'If you break the rules of use in this Section, we may, depending on the circumstances, suspend or terminate your Membership without refunding the corresponding fee; if you cause loss to us or others, you are liable for it in accordance with the law.',
          'When using the Membership, you must follow these rules:',
        ],
        items: [
          'The Membership may be used only by the holder of the account that purchased it, and may not be transferred, lent, rented, sold or otherwise made available to anyone else;',
          'You may not use the Membership for profit, including but not limited to top-up agency services or reselling membership status or benefits;',
          'You may not obtain the Membership or its benefits through technical means, system vulnerabilities or other improper methods;',
          `You may not publish illegal content or engage in conduct that violates the ${product} Terms of Service.`,
        ],
      },
      {
        heading: '6. Refunds',
        paragraphs: [
          "The Membership is digital content delivered online. Under Article 25 of the Law of the People's Republic of China on the Protection of Consumer Rights and Interests, the seven-day no-reason return does not apply once it has been activated. Unless this Agreement or the law provides otherwise, fees paid for the Membership are not refundable after activation.",
          'Once a refund request is approved, the money is returned to the original payment account, normally within seven working days; the exact timing depends on the payment institution. When the refund is complete, the corresponding membership benefits are withdrawn.',
          'You may request a refund by the means listed in Section 8 in the following cases, and we will handle the request in accordance with the law after verification:',
        ],
        items: [
          'you cannot use the Membership for reasons attributable to us, and the problem is not fixed within a reasonable time;',
          'you were charged twice or charged in error because of a system failure;',
          'we materially reduced membership benefits and you do not agree to continue, in which case you may request a refund of the fee for the remaining period;',
          "a minor purchased the Membership without the guardian's consent, and the guardian applies for a refund and the case is verified;",
          'any other case in which the law requires a refund.',
        ],
      },
      {
        heading: '7. Changes, Suspension and Termination',
        paragraphs: [
          'We may suspend the Membership for system maintenance, upgrades or force majeure. We announce planned maintenance in advance; if the Membership is interrupted for more than twenty-four consecutive hours for reasons attributable to us, we will extend your membership period by the length of the interruption.',
          'If we decide to stop offering the Membership, we will tell you at least thirty days in advance by website announcement, in-app notice or similar means, and will refund the fee for your remaining period or provide other reasonable compensation.',
          `If you delete your ${product} account, the Membership ends with it; any remaining benefits are treated as voluntarily given up and cannot be recovered, so please think carefully before deleting your account.`,
        ],
      },
      {
        heading: '8. Governing Law and Other Terms',
        paragraphs: [
          `The conclusion, performance and interpretation of this Agreement and the resolution of disputes are governed by the laws of the People's Republic of China. Disputes arising from this Agreement shall be resolved through friendly negotiation; if negotiation fails, either party may bring a lawsuit before the competent people's court at the place where ${company} is domiciled.`,
          'We may revise this Agreement as required by law or business needs; revised versions will be published on the membership page and notified to you by appropriate means. The Chinese text of this Agreement is authoritative; other language versions are for reference only.',
          'If you have any questions about this Agreement or the Membership, please contact us:',
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

function membershipJa({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvterms',
    lang: 'ja',
    title: `${product}会員サービス利用規約`,
    updated: UPDATED,
    intro: [
      `「${product}」会員サービスをご利用いただきありがとうございます。`,
      `本「${product}会員サービス利用規約」（以下「本規約」）は、お客様が「${product}」の会員サービス（以下「会員サービス」）に加入し、これを利用することに関して、お客様と${company}（以下「当社」）との間で締結される契約です。本規約は「${product}利用規約」を補足するものであり、本規約に定めのない事項については「${product}利用規約」および「${product}プライバシーポリシー」が適用されます。`,
      '会員サービスに加入する前に、本規約、特に会費、会員期間、返金のルールならびに責任の免除または制限に関する条項をよくお読みいただき、十分にご理解ください。「今すぐ加入」「支払いを確定」等のボタンをクリックして支払いを完了した場合、お客様は本規約を読み、これに同意したものとみなされます。未成年者は、保護者の同意と指導のもとで会員サービスに加入してください。',
    ],
    sections: [
      {
        heading: '第1条（定義）',
        paragraphs: ['別段の定めがない限り、本規約における次の用語の意味は以下のとおりとします。'],
        items: [
          `会員：本規約に従い料金を支払って会員サービスに加入し、会員期間中に会員特典を享受する「${product}」の登録ユーザーをいいます。`,
          '会員サービス：当社が会員に提供する、一般ユーザー向けとは異なる付加価値サービスをいい、具体的な特典は会員ページの表示に従います。',
          '会員期間：会員が会員特典を享受できる期間をいい、加入が完了した時点から起算し、購入したプランの期間（1か月、3か月、12か月など）に従って計算します。',
          `月額（四半期・年額）継続プラン：加入と同時に自動更新サービスを契約する会員プランをいい、その更新については「${product}自動更新サービス利用規約」が適用されます。`,
        ],
      },
      {
        heading: '第2条（会員サービスへの加入）',
        paragraphs: [
          `お客様は、「${product}」のウェブサイトまたはデスクトップクライアントの会員ページで、WeChat PayやAlipayなど当社が対応する支払方法により会員サービスに加入できます。必ず公式チャネルからご加入ください。非公式のチャネル（第三者によるチャージ代行、安価な転売など）で取得された会員サービスについて、当社はこれを認めないことがあり、これにより生じた損失はお客様の負担となります。`,
          `会員サービスはお客様の「${product}」アカウントに紐づき、加入完了と同時に有効となります。会員期間中に会員プランを追加で購入した場合、会員期間は現在の会員期間の満了日から延長されます。`,
          '支払いの前に、ログイン中のアカウント、選択したプラン、価格および期間をご確認ください。お客様の誤操作（誤ったアカウントへのログイン、プランの選択間違いなど）により生じた損失については、当社は可能な範囲で対応を支援しますが、回復を保証するものではありません。',
        ],
      },
      {
        heading: '第3条（会員特典）',
        paragraphs: [
          '会員特典の具体的な内容、数量および適用範囲は、購入時の会員ページの表示に従います。当社は、事業の発展、提携状況または法令の要求に応じて会員特典を変更することがあります。変更により購入済みの特典が実質的に減少する場合は事前にお知らせし、お客様は引き続き利用するか、残りの会員期間に相当する料金の返金を申請するかを選択できます。',
          '会員期間中、お客様は現在、次の会員特典を利用できます。',
        ],
        items: [
          '会話回数の追加：AIゲームパートナーおよびAIキャラクターとの1日あたりの会話回数の上限が一般ユーザーより多くなります。',
          '限定キャラクター：会員限定のAIキャラクターおよびストーリーを解放します。',
          '優先応答：混雑する時間帯でも、より速くAIの返答を受け取れます。',
          '音声およびゲームパートナー機能の強化：より多くのAIキャラクターのボイスと、より長時間のゲームパートナーセッションを利用できます。',
          '限定アイテム：会員バッジ、アイコンフレーム、キャラクターの衣装などを利用できます。',
          '新機能の先行体験：新機能のテストおよび体験イベントに優先的に参加できます。',
        ],
      },
      {
        heading: '第4条（会費および支払い）',
        paragraphs: [
          '会員サービスの価格は、購入時に会員ページに表示される価格とします。会員ページには、プラン名、価格、期間および自動更新サービスを含むかどうかを明確に表示します。当社は不定期にキャンペーンを実施することがあり、キャンペーン価格はキャンペーン期間中かつキャンペーンのルールに定める範囲でのみ適用されます。',
          `当社は、運営コストや市場の状況に応じて会員サービスの価格を変更することがあります。価格の変更は、変更前に購入された会員サービスには影響しません。自動更新を契約しているお客様については、「${product}自動更新サービス利用規約」の定めに従って取り扱います。`,
          '第三者の決済機関を通じてお支払いいただく場合は、当該決済機関のルールにも従ってください。決済機関に起因する支払いの失敗や二重請求などの問題については、当社は決済機関との連絡・対応を積極的に支援します。',
        ],
      },
      {
        heading: '第5条（会員期間および利用ルール）',
        paragraphs: [
          '会員期間が満了すると会員特典は自動的に終了し、当期の未使用の特典（その日の残りの会話回数など）は繰り越されません。',
          'お客様が本条に定める利用ルールに違反した場合、当社は状況に応じて会員サービスを停止または終了することができ、その料金は返金しません。当社または第三者に損害を与えた場合、お客様は法令に従い賠償責任を負います。',
          'お客様は、会員サービスの利用にあたり次のルールを遵守するものとします。',
        ],
        items: [
          '会員サービスは加入したアカウントのご本人のみが利用でき、譲渡、貸与、賃貸、販売その他の方法で他人に利用させることはできません。',
          'チャージ代行や会員資格・会員特典の転売を含め、会員サービスを営利目的で利用してはなりません。',
          '技術的な手段、システムの脆弱性その他の不正な方法により会員サービスまたは会員特典を取得してはなりません。',
          `違法・不適切なコンテンツを投稿し、または「${product}利用規約」に違反する行為をしてはなりません。`,
        ],
      },
      {
        heading: '第6条（返金）',
        paragraphs: [
          '会員サービスはオンラインで提供されるデジタルコンテンツであり、「中華人民共和国消費者権益保護法」第25条の定めにより、加入完了後は7日間の無条件返品の対象外となります。本規約または法令に別段の定めがある場合を除き、会員サービスへの加入後は、お支払いいただいた料金は返金しません。',
          '返金の申請が承認された場合、代金は元の支払アカウントに返金され、通常7営業日以内に着金します。具体的な着金時期は決済機関の処理によります。返金の完了後、該当する会員特典は取り消されます。',
          '次の場合、お客様は第8条に記載の方法で返金を申請でき、当社は確認のうえ法令に従い対応します。',
        ],
        items: [
          '当社の責めに帰すべき事由により会員サービスを利用できず、合理的な期間内に復旧しない場合',
          'システム障害により二重請求または誤った請求が発生した場合',
          '当社が会員特典を実質的に減少させ、お客様が継続利用に同意しない場合（残りの会員期間に相当する料金の返金を申請できます）',
          '未成年者が保護者の同意なく会員サービスに加入し、保護者からの申請により事実が確認された場合',
          'その他法令により返金が必要とされる場合',
        ],
      },
      {
        heading: '第7条（サービスの変更、停止および終了）',
        paragraphs: [
          '当社は、システムの保守、アップグレードまたは不可抗力により会員サービスを一時停止することがあります。計画的な保守は事前に告知します。当社の責めに帰すべき事由により会員サービスが24時間を超えて連続して中断した場合、当社は中断した時間に応じて会員期間を延長します。',
          '当社が会員サービスの提供を終了すると決定した場合は、少なくとも30日前までにウェブサイト上の告知、サービス内通知等の方法でお知らせし、残りの会員期間に相当する料金の返金またはその他の合理的な補償を行います。',
          `お客様が「${product}」のアカウントを削除した場合、会員サービスも同時に終了し、残りの会員特典はお客様が自ら放棄したものとみなされ、復元できません。アカウントの削除は慎重にご検討ください。`,
        ],
      },
      {
        heading: '第8条（準拠法その他）',
        paragraphs: [
          `本規約の成立、履行、解釈および紛争の解決には、中華人民共和国の法律が適用されます。本規約に起因する紛争は当事者間の友好的な協議により解決するものとし、協議が調わない場合は、いずれの当事者も${company}の住所地を管轄する人民法院に訴訟を提起することができます。`,
          '当社は、法令または事業上の必要に応じて本規約を改定することがあり、改定後の規約は会員ページに掲載するとともに、適切な方法でお知らせします。本規約は中国語版を正本とし、その他の言語版は参考訳です。',
          '本規約または会員サービスに関するご質問は、次の方法で当社までご連絡ください。',
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
  zh: membershipZh,
  en: membershipEn,
  ja: membershipJa,
};

/** 会员服务协议 / Membership (VIP) Service Agreement, for any language and brand. */
export function createMembershipDocument(
  lang: LegalLang,
  brand: LegalBrand = DEFAULT_BRANDS[lang],
): LegalDocument {
  return BUILDERS[lang](brand);
}
