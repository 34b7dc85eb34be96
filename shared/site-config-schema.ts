/**
 * The schema of the SITE_CONFIG file. It lives in shared/ so that the browser can be typed from
 * it; the browser imports its type only, never zod.
 */
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
/** A link with the QR image that shows it (an http(s) URL or a path on this site). */
const channel = z.strictObject({
  url,
  qrImage: z.union([url, z.string().regex(/^\/[^/\\]/, 'must be a URL or a site path')]),
});

/**
 * The public-security filing (公安备案) in its standard form, "京公网安备 11010502030143号": the
 * province's abbreviation, 14 digits. Its link is the record on the filing site.
 */
const publicSecurityFiling = z.strictObject({
  number: z
    .string()
    .regex(/^[\u4e00-\u9fff]公网安备 ?\d{14}号$/, 'must read like 京公网安备 11010502030143号'),
  url: url.refine(
    (value) => new URL(value).hostname === 'beian.mps.gov.cn',
    'must be a page of https://beian.mps.gov.cn/',
  ),
});

/**
 * The phone app in each store a phone may be sent to: the App Store for iOS, the makers' own
 * Android stores (most Chinese Android phones have no Google Play), 应用宝 (Tencent's store,
 * on any Android phone) and the APK itself. Each is optional; `downloads.mobile` is the last
 * resort.
 */
const mobileStores = z.strictObject({
  appStore: url.optional(),
  huawei: url.optional(),
  honor: url.optional(),
  xiaomi: url.optional(),
  oppo: url.optional(),
  vivo: url.optional(),
  yingyongbao: url.optional(),
  apk: url.optional(),
});

/**
 * The generative-AI service filing (生成式人工智能服务备案) as the operator was given it, e.g.
 * "网信算备 110108123456701230011号". Its published forms vary (网信算备, 网信京备, a registration
 * instead of a filing), so only its length is checked.
 */
const aiServiceFiling = z.string().trim().min(1).max(100);

/** Who operates a product that a legal document names, and how to reach it. */
const legalOperator = z.strictObject({
  /** The operating company's legal name. */
  name: z.string().min(1).max(200),
  /** The product's name as its users see it. */
  product: z.string().min(1).max(100),
  contactEmail: z.email(),
  address: z.string().min(1).max(300),
});

/** Text in each interface language (release notes such as system requirements). */
const localized = z.strictObject({
  zh: z.string().min(1).max(300),
  en: z.string().min(1).max(300),
  ja: z.string().min(1).max(300),
});

/** The facts a launcher's download page shows for one installer. */
const release = z.strictObject({
  version: z.string().min(1).max(40),
  /** Size of the installer in bytes. */
  sizeBytes: z
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  /** Release date, `YYYY-MM-DD`. */
  releaseDate: z.iso.date(),
  requirements: localized,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits'),
});

/**
 * Every external address and company fact that the product names without giving, in one JSON
 * file (SITE_CONFIG). Strict: a misspelt key is an error at start, not a silently missing link.
 */
export const siteConfigSchema = z.strictObject({
  downloads: z.strictObject({
    /** Desktop installers per edition; the Intel AI PC edition is a download page. */
    standard: url,
    amd: url,
    aiPc: url,
    /** Phones: the app-store or download page (the install SDK takes over when configured). */
    mobile: url,
    /** Optional: the app in each store; a phone is offered its own (see mobileStores). */
    mobileStores: mobileStores.optional(),
  }),
  promoVideo: url,
  recruitment: url,
  company: z.strictObject({
    name: z.string().min(1),
    website: url,
    /** ICP filing number, shown in the footer and linked to the official filing site. */
    icpNumber: z.string().min(1),
    icpUrl: url,
    contactEmail: z.email(),
    address: z.string().min(1),
    /** Optional public-security filing, shown beside the ICP number and linked to its record. */
    publicSecurityFiling: publicSecurityFiling.optional(),
    /** Optional generative-AI service filing, shown beside the ICP number. */
    aiServiceFiling: aiServiceFiling.optional(),
  }),
  /**
   * Optional: the operators of the partner products whose legal documents the site also serves
   * (terms-txj.html and privacy-txj.html; the two -legionzone.html files). A partner left out is
   * named as the deployment's own company and product, never as a made-up one.
   */
  legalOperators: z
    .strictObject({
      txj: legalOperator.optional(),
      legionZone: legalOperator.optional(),
    })
    .optional(),
  social: z.strictObject({
    shortVideo: channel,
    videoSite: channel,
    qqGroup: channel,
    wechat: channel,
  }),
  /**
   * Optional: each desktop installer's version, size, date, requirements and SHA-256, shown on the
   * download page. `demo: true` marks stand-in figures, and the page says they are samples.
   */
  releases: z
    .strictObject({
      demo: z.boolean().optional(),
      standard: release.optional(),
      amd: release.optional(),
      aiPc: release.optional(),
    })
    .optional(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The partner products with legal documents of their own. */
export type LegalPartner = keyof NonNullable<SiteConfig['legalOperators']>;

export type LegalOperator = z.infer<typeof legalOperator>;

export type MobileStores = z.infer<typeof mobileStores>;

/** The stores a phone may be sent to. */
export type MobileStoreKey = keyof MobileStores;

export type SiteReleases = NonNullable<SiteConfig['releases']>;

/** The desktop editions that can carry release facts. */
export type ReleaseKey = Exclude<keyof SiteReleases, 'demo'>;

export type Release = NonNullable<SiteReleases[ReleaseKey]>;
