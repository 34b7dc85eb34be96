import { DEFAULT_BRANDS } from './brands';
import type { LegalBrand, LegalDocument, LegalLang } from './types';

const UPDATED = '2025-06-10';

/** The desktop client editions; each has its own top-up agreement, differing only in its name. */
export const TOPUP_EDITIONS = ['standard', 'amd', 'intelAiPc'] as const;

export type TopupEdition = (typeof TOPUP_EDITIONS)[number];

/** The id of each edition's agreement in its top-up route (`pagePaths.topupAgreement`). */
export const TOPUP_AGREEMENT_IDS: Readonly<Record<TopupEdition, number>> = {
  standard: 1,
  amd: 2,
  intelAiPc: 3,
};

/** The edition whose agreement has this id; undefined for any other id. */
export function getTopupEdition(agreementId: number): TopupEdition | undefined {
  return TOPUP_EDITIONS.find((edition) => TOPUP_AGREEMENT_IDS[edition] === agreementId);
}

/** How each language names the editions (as the download page and the other documents do). */
const EDITION_NAMES: Readonly<Record<LegalLang, Readonly<Record<TopupEdition, string>>>> = {
  zh: { standard: '标准版', amd: 'AMD 版', intelAiPc: 'Intel AI PC 版' },
  en: { standard: 'Standard edition', amd: 'AMD edition', intelAiPc: 'Intel AI PC edition' },
  ja: { standard: 'スタンダード版', amd: 'AMD版', intelAiPc: 'Intel AI PC版' },
};

type TopupText = LegalBrand & { edition: string };

function topupZh({ company, product, contact, address, edition }: TopupText): LegalDocument {
  return {
    id: 'topup',
    lang: 'zh',
    title: `${product}充值服务协议`,
    updated: UPDATED,
    intro: [
      `欢迎您使用“${product}”充值服务！`,
      `《${product}充值服务协议》（以下简称“本协议”）是您与${company}（以下简称“我们”）之间就您购买和使用“${product}”虚拟货币“星钻”所订立的协议。本协议是《${product}用户服务协议》的补充协议，本协议未约定的事项，适用《${product}用户服务协议》及《${product}隐私政策》。`,
      `本协议为“${product}”桌面客户端${edition}适用的版本。“${product}”网站及各版本桌面客户端的充值规则相同，各版本协议仅在所适用的客户端版本上有所区别。`,
      '请您在充值前仔细阅读并充分理解本协议，特别是关于星钻的使用范围、未成年人充值限制、退款规则以及免除或限制责任的条款。您点击“立即充值”“确认支付”等按钮并完成支付，即视为您已阅读并同意本协议。如您未满十八周岁，请在监护人的陪同下阅读本协议，并在取得监护人同意后进行充值。',
    ],
    sections: [
      {
        heading: '一、星钻及其用途',
        paragraphs: [
          `星钻是我们在“${product}”中发行的虚拟货币，是您预先支付费用后获得的、用于兑换“${product}”内虚拟商品和增值服务的使用凭证。星钻不是法定货币，也不是电子货币或有价证券，不具有法定货币的流通和支付功能。`,
          '星钻不能兑换为人民币或其他法定货币，不计利息，也不能用于购买我们以外的第三方商品或服务。使用星钻兑换的虚拟商品或服务不能再换回星钻。',
          '您可以使用星钻兑换下列虚拟商品或服务，具体的兑换范围及所需星钻数量以兑换页面的展示为准：',
        ],
        items: [
          '额外的 AI 对话次数及 AI 游戏伙伴陪玩时长；',
          'AI 角色的专属剧情、音色及角色装扮；',
          '头像框、聊天气泡等个性化装扮；',
          '活动道具以及我们不时推出的其他虚拟商品。',
        ],
      },
      {
        heading: '二、充值渠道与价格',
        paragraphs: [
          `您可以在“${product}”网站或桌面客户端的充值页面，使用微信支付、支付宝等我们支持的支付方式购买星钻。请您务必通过上述官方渠道充值，通过其他任何渠道获得的星钻均不受本协议保护。`,
          '星钻的兑换比例为人民币 1 元兑换 10 星钻。充值页面将清晰展示各充值档位的价格及对应的星钻数量。我们开展促销活动时额外赠送的星钻（以下简称“赠送星钻”）适用相应的活动规则，赠送星钻可能设有使用期限，逾期未使用的将自动失效。',
          '我们可能根据运营成本和市场情况调整兑换比例或充值档位，调整将提前在充值页面公布，不影响您在调整前已获得的星钻。您通过第三方支付机构付款时，还应遵守该支付机构的相关规则。',
        ],
      },
      {
        heading: '三、账号绑定与禁止转让',
        paragraphs: [
          `星钻在充值成功后发放至您充值时登录的“${product}”账号，星钻余额以账号为单位记录，在“${product}”网站及各版本桌面客户端中通用。支付前请您确认所登录的账号和所选的充值档位；因您登录了错误的账号或选错了档位造成的损失，我们会在可行的范围内协助处理，但无法保证挽回。`,
          '星钻仅限充值账号本人使用。您不得以任何方式将星钻或使用星钻兑换的虚拟商品转让、赠与、出借或出售给他人，也不得在不同账号之间转移星钻。',
          `您注销“${product}”账号的，账号内剩余的星钻以及已兑换但尚未使用的虚拟商品将被清除，视为您主动放弃且无法恢复，请您在注销前慎重考虑。`,
        ],
      },
      {
        heading: '四、未成年人充值',
        paragraphs: [
          '我们依照《中华人民共和国未成年人保护法》《未成年人网络保护条例》以及国家新闻出版署《关于防止未成年人沉迷网络游戏的通知》等规定，对未成年人充值实行限制。您须在充值前完成实名认证，我们将根据实名认证信息识别未成年用户；未完成实名认证的账号无法充值。',
          '未成年人充值应当事先取得监护人的同意。监护人为账号开启未成年人模式后，该账号的充值功能将被关闭。我们建议监护人妥善保管自己的支付账户和密码，避免未成年人在监护人不知情的情况下付款。',
          '根据上述规定，我们对未成年用户的充值设置下列限额，超出限额的充值将无法完成：',
        ],
        items: [
          '未满 8 周岁的用户：不提供充值服务；',
          '8 周岁以上未满 16 周岁的用户：单次充值金额不超过人民币 50 元，每月累计充值金额不超过人民币 200 元；',
          '16 周岁以上未满 18 周岁的用户：单次充值金额不超过人民币 100 元，每月累计充值金额不超过人民币 400 元。',
        ],
      },
      {
        heading: '五、退款',
        paragraphs: [
          '星钻属于在线交付的数字化商品，根据《中华人民共和国消费者权益保护法》第二十五条的规定，不适用七日无理由退货。除本协议另有约定或法律法规另有规定外，星钻发放至您的账号后，已支付的费用不予退还。',
          '申请退款时，请您通过本协议第九条所列方式提交账号绑定的手机号码、订单号、支付凭证及申请理由；监护人为未成年人申请退款的，还需提供监护关系证明及未成年人的身份证明材料。我们将在收到完整材料后十五个工作日内完成核实并答复您。',
          '退款申请审核通过后，款项将原路退回至您的支付账户，一般在七个工作日内到账，具体到账时间以支付机构的处理为准。退款对应的星钻将从您的账号中扣除；已使用的星钻对应的费用不予退还，法律法规另有规定的除外。',
          '在下列情形下，您可以申请退款，我们将在核实后依法处理：',
        ],
        items: [
          '因系统故障或支付机构的原因导致同一笔订单被重复扣款的，重复支付的款项将全额退还；',
          '支付成功但星钻未到账，且经核实无法补发的；',
          '未成年人在未经监护人同意的情况下充值，经监护人申请并核实的；',
          '法律法规规定的其他应予退款的情形。',
        ],
      },
      {
        heading: '六、充值失败或延迟到账',
        paragraphs: [
          '通常情况下，支付成功后星钻将即时发放至您的账号。受网络状况、支付机构处理或系统维护等因素影响，星钻可能延迟到账。如支付成功后超过三十分钟星钻仍未到账，请您保留支付凭证并通过本协议第九条所列方式联系我们，我们将在核实后为您补发星钻或办理退款。',
          '支付失败的，您的款项一般不会被扣除；如支付机构显示已扣款而订单显示失败，款项通常由支付机构在一至三个工作日内自动退回，逾期仍未退回的，请联系我们协助处理。',
          '因系统故障等原因导致您的账号中发放的星钻与实际支付不符（如多发、错发）的，我们有权在核实后予以更正并扣回多发的星钻；多发的星钻已被使用的，我们将与您协商处理。',
        ],
      },
      {
        heading: '七、禁止行为',
        paragraphs: [
          '如您实施下列任一行为，我们有权视情节扣除以不正当方式获得的星钻及虚拟商品、限制充值功能、冻结或封禁账号，并保留追究您法律责任的权利；涉嫌违法犯罪的，我们将依法向有关主管部门报告。由此造成的损失由您自行承担。',
          '您在充值和使用星钻时不得实施下列行为：',
        ],
        items: [
          '通过未经我们授权的第三方渠道（如代充、低价充值、折扣转卖）购买星钻；',
          '盗用他人的账号、银行卡或支付账户进行充值，或以其他欺诈手段获取星钻；',
          '在获得星钻或虚拟商品后，恶意向支付机构申请撤销交易、拒付或退单；',
          '利用系统漏洞、程序错误或外挂、脚本等技术手段获取星钻或虚拟商品；',
          '以营利为目的代他人充值，或买卖、转让星钻及使用星钻兑换的虚拟商品；',
          `其他违反法律法规、本协议或《${product}用户服务协议》的行为。`,
        ],
      },
      {
        heading: '八、协议的变更与服务的终止',
        paragraphs: [
          '我们可能根据法律法规的变化或业务需要修订本协议。修订后的协议将在充值页面公布，并在生效前以站内通知等适当方式提示您。如您不同意修订内容，可以停止充值；您在修订前已获得的星钻不受影响。',
          '我们可能因系统维护、升级或不可抗力暂停充值服务，计划内的维护将提前公告。',
          `如我们决定停止提供充值服务或终止运营“${product}”，将至少提前六十日通过网站公告、站内通知等方式告知您，并自公告之日起停止充值。对于您已购买但尚未使用的星钻（不含赠送星钻），我们将按购买时的价格以人民币原路退还，或以您接受的其他方式予以补偿。`,
        ],
      },
      {
        heading: '九、法律适用与联系我们',
        paragraphs: [
          `本协议的订立、履行、解释及争议解决均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向${company}住所地有管辖权的人民法院提起诉讼。`,
          '本协议以中文文本为准，其他语言版本仅供参考，如有不一致，以中文版本为准。',
          '如您对本协议或充值服务有任何疑问，或需要申请退款，请通过以下方式联系我们：',
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

function topupEn({ company, product, contact, address, edition }: TopupText): LegalDocument {
  return {
    id: 'topup',
    lang: 'en',
    title: `${product} Top-up Service Agreement`,
    updated: UPDATED,
    intro: [
      `Welcome to the ${product} top-up service!`,
      `This ${product} Top-up Service Agreement (this "Agreement") is an agreement between you and ${company} ("we", "us" or "our") governing how you buy and use Star Gems, the virtual currency of ${product}. This Agreement supplements the ${product} Terms of Service; matters not covered here are governed by the ${product} Terms of Service and the ${product} Privacy Policy.`,
      `This version of the Agreement applies to the ${edition} of the ${product} desktop client. The top-up rules are the same on the ${product} website and in every edition of the desktop client; the versions of this Agreement differ only in the edition of the client they apply to.`,
      'Before topping up, please read this Agreement carefully and make sure you fully understand it, especially the clauses on what Star Gems can be used for, the top-up limits for minors, refunds and the exclusion or limitation of liability. By clicking "Top up now", "Confirm payment" or a similar button and completing payment, you confirm that you have read and agree to this Agreement. If you are under 18, please read this Agreement together with your guardian and top up only with their consent.',
    ],
    sections: [
      {
        heading: '1. Star Gems and What They Buy',
        paragraphs: [
          `Star Gems are a virtual currency issued by us in ${product}: a voucher you obtain by paying in advance and use to redeem virtual goods and value-added services in ${product}. Star Gems are not legal tender, electronic money or securities, and cannot circulate or be used for payment as legal tender can.`,
          'Star Gems cannot be exchanged for RMB or any other legal tender, bear no interest, and cannot be used to buy goods or services from anyone other than us. Virtual goods or services redeemed with Star Gems cannot be exchanged back into Star Gems.',
          'You can redeem Star Gems for the following virtual goods or services; the exact range and the number of Star Gems required are as shown on the redemption page:',
        ],
        items: [
          'extra AI conversations and more time with AI game partners;',
          'exclusive stories, voices and outfits for AI characters;',
          'avatar frames, chat bubbles and other cosmetics;',
          'event items and other virtual goods we offer from time to time.',
        ],
      },
      {
        heading: '2. Top-up Channels and Prices',
        paragraphs: [
          `You can buy Star Gems on the top-up page of the ${product} website or desktop client using a payment method we support, such as WeChat Pay or Alipay. Please top up only through these official channels; Star Gems obtained through any other channel are not protected by this Agreement.`,
          'Star Gems are sold at RMB 1 for 10 Star Gems. The top-up page clearly shows the price of each top-up option and the number of Star Gems it gives. Star Gems given as a bonus in a promotion ("Bonus Gems") are subject to the rules of that promotion; Bonus Gems may have an expiry date and lapse automatically if not used by then.',
          'We may change the exchange rate or the top-up options in line with operating costs and market conditions. Changes are announced on the top-up page in advance and do not affect Star Gems you obtained before the change. When you pay through a third-party payment institution, you must also follow its rules.',
        ],
      },
      {
        heading: '3. Account Binding and No Transfer',
        paragraphs: [
          `After a successful top-up, the Star Gems are credited to the ${product} account you were logged in to when you paid. Your Star Gems balance is kept per account and can be used on the ${product} website and in every edition of the desktop client. Before paying, please check the account you are logged in to and the top-up option you selected; if you suffer a loss because you were logged in to the wrong account or chose the wrong option, we will help where feasible, but we cannot guarantee that the loss can be recovered.`,
          'Star Gems may be used only by the holder of the account that bought them. You may not transfer, give, lend or sell Star Gems, or virtual goods redeemed with them, to anyone else in any way, nor move Star Gems between accounts.',
          `If you delete your ${product} account, any remaining Star Gems and any redeemed but unused virtual goods are erased; they are treated as voluntarily given up and cannot be recovered, so please think carefully before deleting your account.`,
        ],
      },
      {
        heading: '4. Top-ups by Minors',
        paragraphs: [
          "In accordance with the Law of the People's Republic of China on the Protection of Minors, the Regulations on the Online Protection of Minors, the Notice on Preventing Minors from Becoming Addicted to Online Games issued by the National Press and Publication Administration and related rules, we restrict top-ups by minors. You must complete real-name verification before topping up, and we identify users who are minors from their real-name information; accounts without real-name verification cannot top up.",
          "Minors must obtain their guardian's consent before topping up. Once a guardian turns on minor mode for an account, top-ups are switched off for that account. We recommend that guardians keep their own payment accounts and passwords safe so that minors cannot pay without the guardian's knowledge.",
          'Under the rules above, top-ups by users who are minors are subject to the following limits, and a top-up that exceeds them cannot be completed:',
        ],
        items: [
          'users under 8: no top-ups are available;',
          'users aged 8 or over but under 16: no more than RMB 50 per top-up and no more than RMB 200 in total per month;',
          'users aged 16 or over but under 18: no more than RMB 100 per top-up and no more than RMB 400 in total per month.',
        ],
      },
      {
        heading: '5. Refunds',
        paragraphs: [
          "Star Gems are digital goods delivered online. Under Article 25 of the Law of the People's Republic of China on the Protection of Consumer Rights and Interests, the seven-day no-reason return does not apply to them. Unless this Agreement or the law provides otherwise, the amount paid is not refundable once the Star Gems have been credited to your account.",
          "To request a refund, please send us, by the means listed in Section 9, the mobile number bound to your account, the order number, the payment receipt and the reason for your request; a guardian requesting a refund for a minor must also provide proof of guardianship and of the minor's identity. We will verify the request and reply within fifteen working days of receiving complete materials.",
          'Once a refund request is approved, the money is returned to the original payment account, normally within seven working days; the exact timing depends on the payment institution. The Star Gems covered by the refund are deducted from your account; the amount paid for Star Gems that have already been used is not refunded, unless the law provides otherwise.',
          'You may request a refund in the following cases, and we will handle the request in accordance with the law after verification:',
        ],
        items: [
          'the same order was charged more than once because of a system failure or the payment institution, in which case the duplicate payment is refunded in full;',
          'payment succeeded but the Star Gems were not credited, and after verification they cannot be credited;',
          "a minor topped up without the guardian's consent, and the guardian applies for a refund and the case is verified;",
          'any other case in which the law requires a refund.',
        ],
      },
      {
        heading: '6. Failed or Delayed Top-ups',
        paragraphs: [
          'Star Gems are normally credited to your account as soon as payment succeeds. Network conditions, processing by the payment institution or system maintenance may delay them. If the Star Gems have not arrived thirty minutes after payment succeeded, please keep the payment receipt and contact us by the means listed in Section 9; after verification we will credit the Star Gems or refund the payment.',
          'If a payment fails, you are normally not charged. If the payment institution shows a charge but the order shows as failed, the payment institution normally returns the money automatically within one to three working days; if it has not been returned after that, please contact us and we will help.',
          'If, because of a system failure or similar cause, the Star Gems credited to your account do not match what you paid for (for example too many or the wrong amount), we may correct this after verification and deduct any excess Star Gems; if the excess has already been used, we will agree on a solution with you.',
        ],
      },
      {
        heading: '7. Prohibited Acts',
        paragraphs: [
          'If you commit any of the following acts, we may, depending on the circumstances, deduct Star Gems and virtual goods obtained improperly, restrict top-ups, or freeze or ban your account, and we reserve the right to hold you legally liable; suspected crimes will be reported to the competent authorities in accordance with the law. You bear any loss that results.',
          'When topping up and using Star Gems, you may not:',
        ],
        items: [
          'buy Star Gems through a third-party channel we have not authorised (such as top-up agents, cut-price top-ups or discounted resale);',
          "top up with someone else's account, bank card or payment account without permission, or obtain Star Gems by any other fraud;",
          'maliciously ask a payment institution to cancel, dispute or charge back a payment after receiving Star Gems or virtual goods;',
          'obtain Star Gems or virtual goods through system vulnerabilities, program errors, cheats, scripts or other technical means;',
          'top up on behalf of others for profit, or buy, sell or transfer Star Gems or virtual goods redeemed with them;',
          `engage in any other conduct that violates the law, this Agreement or the ${product} Terms of Service.`,
        ],
      },
      {
        heading: '8. Changes to the Agreement and Termination of the Service',
        paragraphs: [
          'We may revise this Agreement as the law or our business requires. Revised versions are published on the top-up page and notified to you before they take effect by in-app notice or other appropriate means. If you do not agree to a revision, you may stop topping up; Star Gems you obtained before the revision are not affected.',
          'We may suspend the top-up service for system maintenance, upgrades or force majeure; planned maintenance is announced in advance.',
          `If we decide to stop offering the top-up service or to stop operating ${product}, we will tell you at least sixty days in advance by website announcement, in-app notice or similar means, and top-ups will stop from the date of the announcement. For Star Gems you bought but have not used (Bonus Gems excluded), we will refund the purchase price in RMB to the original payment account, or compensate you in another way you accept.`,
        ],
      },
      {
        heading: '9. Governing Law and Contact',
        paragraphs: [
          `The conclusion, performance and interpretation of this Agreement and the resolution of disputes are governed by the laws of the People's Republic of China. Disputes arising from this Agreement shall be resolved through friendly negotiation; if negotiation fails, either party may bring a lawsuit before the competent people's court at the place where ${company} is domiciled.`,
          'The Chinese text of this Agreement is authoritative; other language versions are for reference only, and in case of any inconsistency the Chinese version prevails.',
          'If you have any questions about this Agreement or the top-up service, or wish to request a refund, please contact us:',
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

function topupJa({ company, product, contact, address, edition }: TopupText): LegalDocument {
  return {
    id: 'topup',
    lang: 'ja',
    title: `${product}チャージサービス利用規約`,
    updated: UPDATED,
    intro: [
      `「${product}」チャージサービスをご利用いただきありがとうございます。`,
      `本「${product}チャージサービス利用規約」（以下「本規約」）は、お客様が「${product}」の仮想通貨「スタージェム」を購入し、これを利用することに関して、お客様と${company}（以下「当社」）との間で締結される契約です。本規約は「${product}利用規約」を補足するものであり、本規約に定めのない事項については「${product}利用規約」および「${product}プライバシーポリシー」が適用されます。`,
      `本規約は、「${product}」デスクトップクライアント${edition}に適用される版です。チャージのルールは「${product}」のウェブサイトおよびデスクトップクライアントの各版で共通であり、各版の規約は適用されるクライアントの版のみが異なります。`,
      'チャージの前に、本規約、特にスタージェムの利用範囲、未成年者のチャージ制限、返金のルールならびに責任の免除または制限に関する条項をよくお読みいただき、十分にご理解ください。「今すぐチャージ」「支払いを確定」等のボタンをクリックして支払いを完了した場合、お客様は本規約を読み、これに同意したものとみなされます。18歳未満の方は、保護者と一緒に本規約をお読みいただき、保護者の同意を得たうえでチャージしてください。',
    ],
    sections: [
      {
        heading: '第1条（スタージェムとその用途）',
        paragraphs: [
          `スタージェムは、当社が「${product}」において発行する仮想通貨であり、お客様が代金を前払いして取得し、「${product}」内の仮想アイテムおよび付加価値サービスとの交換に利用する利用券です。スタージェムは法定通貨、電子マネーまたは有価証券ではなく、法定通貨としての流通・支払いの機能を有しません。`,
          'スタージェムは人民元その他の法定通貨に換金できず、利息は付かず、当社以外の第三者の商品またはサービスの購入には利用できません。スタージェムと交換した仮想アイテムまたはサービスを再びスタージェムに戻すことはできません。',
          'スタージェムは次の仮想アイテムまたはサービスと交換できます。交換できる範囲および必要なスタージェムの数は、交換ページの表示に従います。',
        ],
        items: [
          'AIとの追加の会話回数およびAIゲームパートナーとのプレイ時間の追加',
          'AIキャラクターの限定ストーリー、ボイスおよび衣装',
          'アイコンフレーム、チャットの吹き出しなどの着せ替えアイテム',
          'イベントアイテムその他当社が随時提供する仮想アイテム',
        ],
      },
      {
        heading: '第2条（チャージの方法および価格）',
        paragraphs: [
          `お客様は、「${product}」のウェブサイトまたはデスクトップクライアントのチャージページで、WeChat PayやAlipayなど当社が対応する支払方法によりスタージェムを購入できます。必ずこれらの公式チャネルからチャージしてください。その他のチャネルで取得されたスタージェムは、本規約による保護の対象外となります。`,
          'スタージェムの交換比率は、人民元1元につき10スタージェムです。チャージページには、各チャージプランの価格と付与されるスタージェムの数を明確に表示します。キャンペーンで追加付与されるスタージェム（以下「ボーナスジェム」）には当該キャンペーンのルールが適用され、ボーナスジェムには有効期限が設けられることがあり、期限までに利用されなかったものは自動的に失効します。',
          '当社は、運営コストや市場の状況に応じて交換比率またはチャージプランを変更することがあります。変更はチャージページで事前に告知し、変更前に取得されたスタージェムには影響しません。第三者の決済機関を通じてお支払いいただく場合は、当該決済機関のルールにも従ってください。',
        ],
      },
      {
        heading: '第3条（アカウントへの紐づけおよび譲渡の禁止）',
        paragraphs: [
          `スタージェムは、チャージの完了後、支払い時にログインしていた「${product}」アカウントに付与されます。スタージェムの残高はアカウントごとに管理され、「${product}」のウェブサイトおよびデスクトップクライアントの各版で共通して利用できます。支払いの前に、ログイン中のアカウントと選択したチャージプランをご確認ください。誤ったアカウントへのログインやプランの選択間違いにより生じた損失については、当社は可能な範囲で対応を支援しますが、回復を保証するものではありません。`,
          'スタージェムはチャージしたアカウントのご本人のみが利用できます。スタージェムまたはスタージェムと交換した仮想アイテムを、いかなる方法でも他人に譲渡、贈与、貸与または販売することはできず、アカウント間でスタージェムを移動することもできません。',
          `お客様が「${product}」のアカウントを削除した場合、アカウント内の残りのスタージェムおよび交換済みで未使用の仮想アイテムは消去され、お客様が自ら放棄したものとみなされ、復元できません。アカウントの削除は慎重にご検討ください。`,
        ],
      },
      {
        heading: '第4条（未成年者のチャージ）',
        paragraphs: [
          '当社は、「中華人民共和国未成年者保護法」、「未成年者ネットワーク保護条例」、国家新聞出版署「未成年者のオンラインゲーム依存防止に関する通知」その他の規定に従い、未成年者のチャージを制限しています。チャージの前に実名認証を完了する必要があり、当社は実名認証の情報に基づき未成年のユーザーを識別します。実名認証を完了していないアカウントではチャージできません。',
          '未成年者がチャージする場合は、事前に保護者の同意を得る必要があります。保護者がアカウントの未成年者モードをオンにすると、そのアカウントのチャージ機能は無効になります。未成年者が保護者の知らないうちに支払いをすることがないよう、保護者ご自身の支払アカウントおよびパスワードを適切に管理することをお勧めします。',
          '上記の規定に基づき、未成年のユーザーのチャージには次の上限を設けており、上限を超えるチャージは完了できません。',
        ],
        items: [
          '8歳未満のユーザー：チャージサービスは提供しません。',
          '8歳以上16歳未満のユーザー：1回のチャージ金額は人民元50元まで、1か月の累計チャージ金額は人民元200元までとします。',
          '16歳以上18歳未満のユーザー：1回のチャージ金額は人民元100元まで、1か月の累計チャージ金額は人民元400元までとします。',
        ],
      },
      {
        heading: '第5条（返金）',
        paragraphs: [
          'スタージェムはオンラインで提供されるデジタル商品であり、「中華人民共和国消費者権益保護法」第25条の定めにより、7日間の無条件返品の対象外となります。本規約または法令に別段の定めがある場合を除き、スタージェムがお客様のアカウントに付与された後は、お支払いいただいた代金は返金しません。',
          '返金を申請する場合は、第9条に記載の方法により、アカウントに登録された携帯電話番号、注文番号、支払いの証明および申請理由をご提出ください。保護者が未成年者に代わって申請する場合は、保護者であることの証明および未成年者の身分証明書類も必要です。当社は、必要な書類をすべて受領した日から15営業日以内に確認を行い、回答します。',
          '返金の申請が承認された場合、代金は元の支払アカウントに返金され、通常7営業日以内に着金します。具体的な着金時期は決済機関の処理によります。返金の対象となるスタージェムはお客様のアカウントから差し引かれます。利用済みのスタージェムに相当する代金は、法令に別段の定めがある場合を除き、返金しません。',
          '次の場合、お客様は返金を申請でき、当社は確認のうえ法令に従い対応します。',
        ],
        items: [
          'システム障害または決済機関に起因して同一の注文が二重に請求された場合（重複して支払われた代金を全額返金します）',
          '支払いは完了したがスタージェムが付与されず、確認の結果、付与できないことが判明した場合',
          '未成年者が保護者の同意なくチャージし、保護者からの申請により事実が確認された場合',
          'その他法令により返金が必要とされる場合',
        ],
      },
      {
        heading: '第6条（チャージの失敗または遅延）',
        paragraphs: [
          '通常、スタージェムは支払いの完了と同時にお客様のアカウントに付与されます。ネットワークの状況、決済機関の処理またはシステムの保守などにより、付与が遅れることがあります。支払いの完了から30分を過ぎてもスタージェムが付与されない場合は、支払いの証明を保管のうえ、第9条に記載の方法で当社までご連絡ください。当社は確認のうえ、スタージェムを付与するか、返金の手続きを行います。',
          '支払いに失敗した場合、通常は代金が引き落とされることはありません。決済機関では引き落としが表示されているのに注文が失敗と表示される場合、代金は通常1〜3営業日以内に決済機関から自動的に返金されます。期間を過ぎても返金されない場合は、当社までご連絡ください。対応を支援します。',
          'システム障害等により、お客様のアカウントに付与されたスタージェムが実際の支払いと一致しない場合（過剰な付与や誤った付与など）、当社は確認のうえこれを訂正し、過剰に付与したスタージェムを差し引くことができます。過剰に付与したスタージェムがすでに利用されている場合は、お客様と協議のうえ対応します。',
        ],
      },
      {
        heading: '第7条（禁止事項）',
        paragraphs: [
          'お客様が次のいずれかの行為を行った場合、当社は状況に応じて、不正に取得されたスタージェムおよび仮想アイテムの差し引き、チャージ機能の制限、アカウントの凍結または停止を行うことができ、法的責任を追及する権利を留保します。犯罪の疑いがある場合は、法令に従い関係当局に報告します。これにより生じた損失はお客様の負担となります。',
          'お客様は、チャージおよびスタージェムの利用にあたり、次の行為をしてはなりません。',
        ],
        items: [
          '当社が認めていない第三者のチャネル（チャージ代行、格安チャージ、割引転売など）を通じてスタージェムを購入すること',
          '他人のアカウント、銀行カードもしくは支払アカウントを無断で使用してチャージし、またはその他の詐欺的な手段でスタージェムを取得すること',
          'スタージェムまたは仮想アイテムを取得した後に、決済機関に対して不当に取引の取消し、支払拒否またはチャージバックを申し立てること',
          'システムの脆弱性、プログラムの誤り、チートツール、スクリプトその他の技術的な手段によりスタージェムまたは仮想アイテムを取得すること',
          '営利を目的として他人のためにチャージし、またはスタージェムもしくはスタージェムと交換した仮想アイテムを売買・譲渡すること',
          `その他法令、本規約または「${product}利用規約」に違反する行為`,
        ],
      },
      {
        heading: '第8条（規約の変更およびサービスの終了）',
        paragraphs: [
          '当社は、法令の変更または事業上の必要に応じて本規約を改定することがあります。改定後の規約はチャージページに掲載し、効力発生前にサービス内通知その他の適切な方法でお知らせします。改定に同意されない場合は、チャージを中止することができます。改定前に取得されたスタージェムには影響しません。',
          '当社は、システムの保守、アップグレードまたは不可抗力によりチャージサービスを一時停止することがあります。計画的な保守は事前に告知します。',
          `当社がチャージサービスの提供または「${product}」の運営を終了すると決定した場合は、少なくとも60日前までにウェブサイト上の告知、サービス内通知等の方法でお知らせし、告知の日からチャージを停止します。購入済みで未使用のスタージェム（ボーナスジェムを除きます）については、購入時の価格に基づき人民元で元の支払アカウントに返金し、またはお客様が同意するその他の方法で補償します。`,
        ],
      },
      {
        heading: '第9条（準拠法およびお問い合わせ）',
        paragraphs: [
          `本規約の成立、履行、解釈および紛争の解決には、中華人民共和国の法律が適用されます。本規約に起因する紛争は当事者間の友好的な協議により解決するものとし、協議が調わない場合は、いずれの当事者も${company}の住所地を管轄する人民法院に訴訟を提起することができます。`,
          '本規約は中国語版を正本とし、その他の言語版は参考訳です。内容に相違がある場合は中国語版が優先します。',
          '本規約もしくはチャージサービスに関するご質問、または返金のご申請は、次の方法で当社までご連絡ください。',
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

const BUILDERS: Record<LegalLang, (text: TopupText) => LegalDocument> = {
  zh: topupZh,
  en: topupEn,
  ja: topupJa,
};

/**
 * 充值服务协议 / Top-up Service Agreement, for any language and brand. The edition's agreement
 * (see TOPUP_AGREEMENT_IDS) differs only in the edition it names.
 */
export function createTopupDocument(
  lang: LegalLang,
  brand: LegalBrand = DEFAULT_BRANDS[lang],
  edition: TopupEdition = 'standard',
): LegalDocument {
  return BUILDERS[lang]({ ...brand, edition: EDITION_NAMES[lang][edition] });
}
