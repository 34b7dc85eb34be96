import { DEFAULT_BRANDS } from './brands';
import type { LegalBrand, LegalDocument, LegalLang } from './types';

const UPDATED = '2025-05-20';

function autoRenewalZh({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvsubscribeterms',
    lang: 'zh',
    title: `${product}自动续费服务协议`,
    updated: UPDATED,
    intro: [
      `《${product}自动续费服务协议》（以下简称“本协议”）是您与${company}（以下简称“我们”）之间就“${product}”会员自动续费服务（以下简称“自动续费服务”）所订立的协议。本协议是《${product}会员服务协议》的补充协议，本协议未约定的事项，适用《${product}会员服务协议》《${product}用户服务协议》及《${product}隐私政策》。`,
      '请您在开通自动续费服务前仔细阅读并充分理解本协议，特别是关于自动扣费、续费价格、取消方式及退款规则的条款。我们会在开通页面以显著方式提示自动续费的相关信息，未经您主动勾选或确认，我们不会为您开通自动续费服务。您确认开通并完成首期支付，即视为您已阅读并同意本协议。',
    ],
    sections: [
      {
        heading: '一、服务说明',
        paragraphs: [
          '自动续费服务是指，在您开通连续包月、连续包季或连续包年等会员套餐后，我们在每个会员有效期即将届满时，通过您授权的支付账户自动扣除下一个计费周期的会员费用，并相应延长您的会员有效期，以免您因忘记续费而中断会员权益。',
          `自动续费服务以您已开通会员服务为前提，会员权益及使用规则适用《${product}会员服务协议》。您可以随时取消自动续费服务，取消后不影响您在当前有效期内继续享有会员权益。`,
        ],
      },
      {
        heading: '二、开通与扣费规则',
        paragraphs: [
          '您可以在会员页面选择带有“自动续费”标识的套餐，并使用微信支付、支付宝等支持签约代扣的支付方式开通。开通时，您将同时授权我们通过相应的支付机构，在续费时从您的支付账户中扣款。',
          '扣费规则如下：',
        ],
        items: [
          '首期费用：开通时支付首个计费周期的费用，首期可能享受优惠价格，具体以开通页面的展示为准；',
          '续费时间：我们将在当前会员有效期届满前二十四小时内发起扣款，扣款成功后，会员有效期自动顺延一个计费周期；',
          '续费价格：以开通页面标示的续费价格为准，除活动规则另有说明外，首期优惠价格不适用于后续计费周期；',
          '扣款顺序：如您授权的支付账户中有多种支付方式（如余额、银行卡），将按照支付机构的规则依次扣款；',
          '扣款失败：如因账户余额不足、支付账户被冻结或已解约等原因扣款失败，我们可能在随后数日内再次尝试扣款；重试仍失败的，您的会员服务将在有效期届满后终止，自动续费服务同时终止。',
        ],
      },
      {
        heading: '三、续费提醒',
        paragraphs: [
          '为保障您的知情权，我们将在每次自动扣款前五日，通过短信、站内通知或支付机构消息等方式，提醒您即将扣款的日期、金额以及取消方式。扣款成功后，您将收到扣款通知，并可在“个人中心 - 订单记录”中查看扣费明细。',
          '如我们未按照本条约定履行续费提醒义务即进行扣款，您可以在扣款后向我们申请退还该期费用，我们将在核实后予以退款。',
        ],
      },
      {
        heading: '四、取消自动续费',
        paragraphs: [
          '您可以随时取消自动续费服务。如需避免下一个计费周期的扣款，请在当前会员有效期届满前至少二十四小时完成取消；在此之后取消的，可能因扣款已经发起而无法撤回当期扣费。',
          '取消自动续费后，您的会员服务在当前有效期内继续有效，有效期届满后不再续费，会员权益随之终止。取消不影响您日后重新开通。',
          '您可以通过以下任一方式取消：',
        ],
        items: [
          `在“${product}”中：个人中心 - 会员中心 - 管理自动续费 - 取消自动续费；`,
          `微信支付：我 - 服务 - 钱包 - 支付设置 - 自动续费 - 选择“${product}” - 关闭扣费服务；`,
          `支付宝：我的 - 设置 - 支付设置 - 免密支付/自动扣款 - 选择“${product}” - 关闭服务；`,
          '如您在操作中遇到困难，可以通过本协议第八条所列方式联系客服协助办理。',
        ],
      },
      {
        heading: '五、价格调整与优惠',
        paragraphs: [
          '如我们调整自动续费套餐的续费价格，将在新价格生效前至少五日通过站内通知、短信等显著方式告知您。新价格自调整后的首个计费周期起适用；如您不同意调整，可以在新价格生效前取消自动续费服务。',
          '如您通过优惠活动开通自动续费服务，优惠仅适用于活动规则所述的计费周期，优惠期满后将按照开通时标示的续费价格扣费。我们不会以默认勾选或其他不显著的方式诱导您开通自动续费服务。',
        ],
      },
      {
        heading: '六、退款',
        paragraphs: [
          '自动续费扣款成功后，我们即为您延长会员有效期，相应费用原则上不予退还。符合下列退款情形的，款项将原路退回至您的支付账户；退款完成后，相应计费周期的会员权益将被收回。',
          '在下列情形下，您可以申请退还相应计费周期的费用：',
        ],
        items: [
          '您已在当前有效期届满前二十四小时之前成功取消自动续费，但仍被扣款的；',
          '我们未按本协议第三条的约定提前提醒即进行扣款的；',
          '因系统故障导致重复扣款或错误扣款的；',
          '未成年人在未经监护人同意的情况下开通自动续费服务，经监护人申请并核实的；',
          '法律法规规定的其他应予退款的情形。',
        ],
      },
      {
        heading: '七、服务的中止与终止',
        paragraphs: [
          `发生下列情形之一的，自动续费服务终止：您主动取消自动续费服务；您在支付机构中解除代扣授权；连续扣款失败；您注销“${product}”账号；我们停止提供自动续费服务。`,
          `如我们决定停止提供自动续费服务，将至少提前三十日通知您，并停止后续扣款，已扣款计费周期的会员服务不受影响。如您违反《${product}会员服务协议》或《${product}用户服务协议》，我们有权终止自动续费服务，并按照相关协议处理。`,
        ],
      },
      {
        heading: '八、法律适用与联系方式',
        paragraphs: [
          `本协议的订立、履行、解释及争议解决均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向${company}住所地有管辖权的人民法院提起诉讼。本协议以中文文本为准，其他语言版本仅供参考。`,
          '如您对自动续费服务有任何疑问，或需要协助取消自动续费、申请退款，请通过以下方式联系我们：',
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

function autoRenewalEn({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvsubscribeterms',
    lang: 'en',
    title: `${product} Auto-Renewal Service Agreement`,
    updated: UPDATED,
    intro: [
      `This ${product} Auto-Renewal Service Agreement (this "Agreement") is an agreement between you and ${company} ("we", "us" or "our") governing automatic renewal of the ${product} membership (the "Auto-Renewal Service"). This Agreement supplements the ${product} Membership Service Agreement; matters not covered here are governed by the ${product} Membership Service Agreement, the ${product} Terms of Service and the ${product} Privacy Policy.`,
      'Before turning on the Auto-Renewal Service, please read this Agreement carefully and make sure you fully understand it, especially the clauses on automatic charges, renewal prices, cancellation and refunds. We show the auto-renewal information prominently on the sign-up page and never turn on automatic renewal unless you actively tick or confirm it. By confirming and paying for the first period, you confirm that you have read and agree to this Agreement.',
    ],
    sections: [
      {
        heading: '1. About the Service',
        paragraphs: [
          'With the Auto-Renewal Service, after you purchase a monthly, quarterly or yearly subscription plan, we automatically charge the membership fee for the next billing period to the payment account you authorised shortly before each membership period ends, and extend your membership period accordingly, so that your benefits are not interrupted because you forgot to renew.',
          `The Auto-Renewal Service requires an active membership; membership benefits and rules of use are governed by the ${product} Membership Service Agreement. You can cancel the Auto-Renewal Service at any time, and you keep your membership benefits until the end of the current period.`,
        ],
      },
      {
        heading: '2. Sign-Up and Charging Rules',
        paragraphs: [
          'You can choose a plan marked "Auto-renewal" on the membership page and sign up with a payment method that supports recurring payments, such as WeChat Pay or Alipay. When you sign up, you also authorise us to charge your payment account through the relevant payment institution at each renewal.',
          'The charging rules are:',
        ],
        items: [
          'First period: you pay for the first billing period when you sign up; the first period may be offered at a discount, as shown on the sign-up page;',
          'Renewal time: we initiate the charge within the twenty-four hours before your current membership period ends; when the charge succeeds, your membership period is extended by one billing period;',
          'Renewal price: the renewal price shown on the sign-up page applies; unless the promotion rules say otherwise, a first-period discount does not apply to later billing periods;',
          'Order of payment: if your authorised payment account holds several payment methods (such as a balance and bank cards), they are charged in the order set by the payment institution;',
          'Failed charges: if a charge fails, for example because of insufficient funds, a frozen payment account or a cancelled authorisation, we may retry over the following few days; if the retries also fail, your membership ends when the current period expires and the Auto-Renewal Service ends with it.',
        ],
      },
      {
        heading: '3. Renewal Reminders',
        paragraphs: [
          'To keep you informed, we remind you five days before each automatic charge, by text message, in-app notice or a message from the payment institution, of the charge date, the amount and how to cancel. After a successful charge you receive a charge notice, and you can see the details in "Profile - Order history".',
          'If we charge you without sending the reminder described in this Section, you may ask us to refund that period after the charge, and we will refund it after verification.',
        ],
      },
      {
        heading: '4. Cancelling Auto-Renewal',
        paragraphs: [
          'You can cancel the Auto-Renewal Service at any time. To avoid being charged for the next billing period, please cancel at least twenty-four hours before your current membership period ends; if you cancel later than that, the charge may already have been initiated and cannot be withdrawn.',
          'After you cancel, your membership remains valid for the current period; it is not renewed when that period ends, and your membership benefits end then. Cancelling does not stop you from signing up again later.',
          'You can cancel in any of the following ways:',
        ],
        items: [
          `In ${product}: Profile - Membership - Manage auto-renewal - Cancel auto-renewal;`,
          `WeChat Pay: Me - Services - Wallet - Payment Settings - Automatic Renewal - select "${product}" - Disable;`,
          `Alipay: Account - Settings - Payment Settings - Password-free Payment / Auto-deduction - select "${product}" - Cancel service;`,
          'If you have any difficulty, contact customer service by the means listed in Section 8 and we will help you.',
        ],
      },
      {
        heading: '5. Price Changes and Promotions',
        paragraphs: [
          'If we change the renewal price of an auto-renewal plan, we will tell you prominently, for example by in-app notice or text message, at least five days before the new price takes effect. The new price applies from the first billing period after the change; if you do not agree, you can cancel the Auto-Renewal Service before the new price takes effect.',
          'If you signed up for the Auto-Renewal Service through a promotion, the discount applies only to the billing periods stated in the promotion rules; afterwards you are charged the renewal price shown when you signed up. We never use pre-ticked boxes or other inconspicuous means to lead you into automatic renewal.',
        ],
      },
      {
        heading: '6. Refunds',
        paragraphs: [
          'Once an automatic charge succeeds, we extend your membership period, and the fee is in principle not refundable. Where one of the refund cases below applies, the money is returned to the original payment account, and the membership benefits for the billing period concerned are withdrawn once the refund is complete.',
          'You may request a refund of the fee for the billing period concerned if:',
        ],
        items: [
          'you were charged even though you had successfully cancelled automatic renewal more than twenty-four hours before the current period ended;',
          'we charged you without giving the advance reminder described in Section 3;',
          'you were charged twice or charged in error because of a system failure;',
          "a minor signed up for the Auto-Renewal Service without the guardian's consent, and the guardian applies for a refund and the case is verified;",
          'any other case in which the law requires a refund.',
        ],
      },
      {
        heading: '7. Suspension and Termination',
        paragraphs: [
          `The Auto-Renewal Service ends if: you cancel it; you revoke the recurring payment authorisation with the payment institution; charges fail repeatedly; you delete your ${product} account; or we stop offering the Auto-Renewal Service.`,
          `If we decide to stop offering the Auto-Renewal Service, we will notify you at least thirty days in advance and stop future charges; membership for billing periods already paid is not affected. If you breach the ${product} Membership Service Agreement or the ${product} Terms of Service, we may end the Auto-Renewal Service and act in accordance with those agreements.`,
        ],
      },
      {
        heading: '8. Governing Law and Contact',
        paragraphs: [
          `The conclusion, performance and interpretation of this Agreement and the resolution of disputes are governed by the laws of the People's Republic of China. Disputes arising from this Agreement shall be resolved through friendly negotiation; if negotiation fails, either party may bring a lawsuit before the competent people's court at the place where ${company} is domiciled. The Chinese text of this Agreement is authoritative; other language versions are for reference only.`,
          'If you have any questions about the Auto-Renewal Service, or need help cancelling automatic renewal or requesting a refund, please contact us:',
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

function autoRenewalJa({ company, product, contact, address }: LegalBrand): LegalDocument {
  return {
    id: 'douvsubscribeterms',
    lang: 'ja',
    title: `${product}自動更新サービス利用規約`,
    updated: UPDATED,
    intro: [
      `本「${product}自動更新サービス利用規約」（以下「本規約」）は、「${product}」会員の自動更新サービス（以下「自動更新サービス」）に関して、お客様と${company}（以下「当社」）との間で締結される契約です。本規約は「${product}会員サービス利用規約」を補足するものであり、本規約に定めのない事項については「${product}会員サービス利用規約」「${product}利用規約」および「${product}プライバシーポリシー」が適用されます。`,
      '自動更新サービスを申し込む前に、本規約、特に自動課金、更新価格、解約方法および返金のルールに関する条項をよくお読みいただき、十分にご理解ください。当社は申込画面で自動更新に関する情報を目立つ方法で表示し、お客様が自らチェックまたは確認しない限り、自動更新サービスを有効にすることはありません。申込みを確定して初回の支払いを完了した場合、お客様は本規約を読み、これに同意したものとみなされます。',
    ],
    sections: [
      {
        heading: '第1条（サービスの概要）',
        paragraphs: [
          '自動更新サービスとは、お客様が月額、四半期または年額の継続プランに加入した後、各会員期間の満了が近づいた時点で、お客様が承認した支払アカウントから次の課金期間の会費を自動的に引き落とし、会員期間を延長するサービスです。更新の手続を忘れて会員特典が途切れることを防ぎます。',
          `自動更新サービスは会員サービスへの加入を前提とし、会員特典および利用ルールには「${product}会員サービス利用規約」が適用されます。自動更新サービスはいつでも解約でき、解約後も現在の会員期間中は引き続き会員特典をご利用いただけます。`,
        ],
      },
      {
        heading: '第2条（申込みおよび課金のルール）',
        paragraphs: [
          'お客様は、会員ページで「自動更新」の表示があるプランを選択し、WeChat PayやAlipayなど継続課金に対応した支払方法で申し込むことができます。申込みの際、お客様は、更新時に該当する決済機関を通じてお客様の支払アカウントから代金を引き落とすことを当社に承認するものとします。',
          '課金のルールは次のとおりです。',
        ],
        items: [
          '初回料金：申込み時に最初の課金期間の料金をお支払いいただきます。初回は割引価格となる場合があり、詳細は申込画面の表示に従います。',
          '更新の時期：当社は、現在の会員期間が満了する前の24時間以内に引き落としを行い、引き落としが成功すると会員期間が1課金期間分自動的に延長されます。',
          '更新価格：申込画面に表示された更新価格が適用されます。キャンペーンのルールに別段の定めがある場合を除き、初回の割引価格は2回目以降の課金期間には適用されません。',
          '引き落としの順序：承認された支払アカウントに複数の支払手段（残高、銀行カードなど）がある場合は、決済機関のルールに従い順に引き落とします。',
          '引き落としの失敗：残高不足、支払アカウントの凍結または承認の解除などにより引き落としに失敗した場合、当社はその後の数日間に再度引き落としを試みることがあります。それでも失敗した場合、会員サービスは現在の会員期間の満了時に終了し、自動更新サービスも同時に終了します。',
        ],
      },
      {
        heading: '第3条（更新のお知らせ）',
        paragraphs: [
          'お客様の知る権利を保障するため、当社は各自動引き落としの5日前に、SMS、サービス内通知または決済機関のメッセージなどにより、引き落とし予定日、金額および解約方法をお知らせします。引き落としが成功するとその旨の通知が届き、「プロフィール－注文履歴」で課金の明細を確認できます。',
          '当社が本条に定めるお知らせを行わずに引き落としを行った場合、お客様は引き落とし後に当該期間の料金の返金を申請でき、当社は確認のうえ返金します。',
        ],
      },
      {
        heading: '第4条（自動更新の解約）',
        paragraphs: [
          'お客様は、いつでも自動更新サービスを解約できます。次の課金期間の引き落としを避けるには、現在の会員期間が満了する少なくとも24時間前までに解約を完了してください。それ以降に解約した場合、既に引き落としの手続が開始されており、当期の課金を取り消せないことがあります。',
          '自動更新を解約した後も、会員サービスは現在の会員期間中は有効であり、期間満了時に更新されず、会員特典はその時点で終了します。解約後に改めて申し込むこともできます。',
          '次のいずれかの方法で解約できます。',
        ],
        items: [
          `「${product}」内：プロフィール－会員センター－自動更新の管理－自動更新を解約`,
          `WeChat Pay：自分－サービス－ウォレット－支払い設定－自動更新－「${product}」を選択－サービスを停止`,
          `Alipay：アカウント－設定－支払い設定－パスワードなし支払い／自動引き落とし－「${product}」を選択－サービスを停止`,
          '操作でお困りの場合は、第8条に記載の方法でカスタマーサポートにご連絡ください。解約手続をお手伝いします。',
        ],
      },
      {
        heading: '第5条（価格の変更およびキャンペーン）',
        paragraphs: [
          '当社が自動更新プランの更新価格を変更する場合は、新価格の適用開始の少なくとも5日前までに、サービス内通知、SMSなどの目立つ方法でお知らせします。新価格は変更後最初の課金期間から適用されます。変更に同意いただけない場合は、新価格の適用開始前に自動更新サービスを解約できます。',
          'キャンペーンを通じて自動更新サービスに申し込んだ場合、割引はキャンペーンのルールに定める課金期間にのみ適用され、その後は申込み時に表示された更新価格で課金されます。当社は、あらかじめチェックを入れた状態にしておくなど目立たない方法により、自動更新サービスへの申込みを誘導することはありません。',
        ],
      },
      {
        heading: '第6条（返金）',
        paragraphs: [
          '自動更新の引き落としが成功すると会員期間が延長されるため、その料金は原則として返金しません。次のいずれかに該当する場合、代金は元の支払アカウントに返金され、返金完了後、該当する課金期間の会員特典は取り消されます。',
          '次の場合、お客様は該当する課金期間の料金の返金を申請できます。',
        ],
        items: [
          '現在の会員期間満了の24時間前より前に自動更新の解約を完了していたにもかかわらず、引き落としが行われた場合',
          '当社が第3条に定める事前のお知らせを行わずに引き落としを行った場合',
          'システム障害により二重請求または誤った請求が発生した場合',
          '未成年者が保護者の同意なく自動更新サービスに申し込み、保護者からの申請により事実が確認された場合',
          'その他法令により返金が必要とされる場合',
        ],
      },
      {
        heading: '第7条（サービスの停止および終了）',
        paragraphs: [
          `次のいずれかに該当する場合、自動更新サービスは終了します：お客様が自動更新サービスを解約した場合、決済機関において継続課金の承認を解除した場合、引き落としが繰り返し失敗した場合、「${product}」のアカウントを削除した場合、または当社が自動更新サービスの提供を終了した場合。`,
          `当社が自動更新サービスの提供を終了すると決定した場合は、少なくとも30日前までにお知らせし、以後の引き落としを停止します。既に支払済みの課金期間の会員サービスには影響しません。お客様が「${product}会員サービス利用規約」または「${product}利用規約」に違反した場合、当社は自動更新サービスを終了し、各規約に従って対応することができます。`,
        ],
      },
      {
        heading: '第8条（準拠法およびお問い合わせ）',
        paragraphs: [
          `本規約の成立、履行、解釈および紛争の解決には、中華人民共和国の法律が適用されます。本規約に起因する紛争は当事者間の友好的な協議により解決するものとし、協議が調わない場合は、いずれの当事者も${company}の住所地を管轄する人民法院に訴訟を提起することができます。本規約は中国語版を正本とし、その他の言語版は参考訳です。`,
          '自動更新サービスに関するご質問、または自動更新の解約や返金の申請についてお手伝いが必要な場合は、次の方法で当社までご連絡ください。',
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
  zh: autoRenewalZh,
  en: autoRenewalEn,
  ja: autoRenewalJa,
};

/** 自动续费服务协议 / Auto-Renewal Service Agreement, for any language and brand. */
export function createAutoRenewalDocument(
  lang: LegalLang,
  brand: LegalBrand = DEFAULT_BRANDS[lang],
): LegalDocument {
  return BUILDERS[lang](brand);
}
