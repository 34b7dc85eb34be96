/** Chinese strings of the site frame: the source language; en and ja have the same keys. */
export const zhCore = {
  site: {
    name: '游戏伙伴',
    tagline: '懂游戏的 AI 伙伴，陪你开黑、查攻略、聊角色',
  },
  nav: {
    home: '首页',
    gamePartner: '游戏伙伴',
    gameLibrary: '游戏知识库',
    activity: '活动',
    aboutUs: '关于我们',
    aiPc: 'Intel AI PC 版',
    profile: '个人中心',
  },
  language: {
    label: '语言',
    /** The switcher under the page, named apart from the one in the mobile menu. */
    pageLabel: '页面语言',
    zh: '中文',
    en: 'English',
    ja: '日本語',
  },
  pages: {
    home: {
      title: '懂游戏的 AI 伙伴 - 游戏伙伴',
      description:
        '和懂游戏的 AI 伙伴一起玩：查攻略、聊角色、组队开黑。下载桌面端，随时召唤你的游戏搭子。',
      heading: '你的 AI 游戏伙伴',
    },
    about: {
      title: '关于我们 - 游戏伙伴',
      description: '了解游戏伙伴的团队、愿景与联系方式，以及加入我们的机会。',
      heading: '关于我们',
    },
    activity: {
      title: '活动 - 游戏伙伴',
      description: '游戏伙伴最新活动、福利与赛事，一个都不错过。',
      heading: '精彩活动',
    },
    profile: {
      title: '个人中心 - 游戏伙伴',
      description: '管理你的游戏伙伴账号。',
      heading: '个人中心',
    },
    removeAccount: {
      title: '注销账号 - 游戏伙伴',
      description: '注销你的游戏伙伴账号。',
      heading: '注销账号',
    },
    gameLibrary: {
      title: '游戏知识库 - 游戏伙伴',
      description: '热门游戏的角色、攻略与知识，一站查清。',
      heading: '游戏知识库',
    },
    gameDetail: {
      title: '{{name}} - 游戏知识库 - 游戏伙伴',
      description: '{{name}}的角色、玩法与知识条目。',
      heading: '游戏详情',
    },
    search: {
      title: '“{{query}}”的搜索结果 - 游戏知识库 - 游戏伙伴',
      titleEmpty: '游戏知识搜索 - 游戏伙伴',
      description: '在游戏知识库中搜索游戏、角色与攻略。',
      heading: '游戏知识搜索',
    },
    gameRole: {
      title: '{{name}} - 游戏角色 - 游戏伙伴',
      description: '{{name}}的角色介绍。',
      heading: '游戏角色',
    },
    roleInfo: {
      title: '{{name}} - 角色资料 - 游戏伙伴',
      description: '{{name}}的详细资料。',
      heading: '角色资料',
    },
    gamePartner: {
      title: '找到你的 AI 搭子 - 游戏伙伴',
      description: '认识性格各异的 AI 游戏伙伴，和他们聊天、听故事、一起玩。',
      heading: '游戏伙伴',
    },
    partnerChat: {
      title: '与{{name}}聊天 - 游戏伙伴',
      description: '和{{name}}实时聊天。',
      heading: '聊天',
    },
    partnerStory: {
      title: '{{name}}的故事 - 游戏伙伴',
      description: '{{name}}的剧情故事。',
      heading: '故事',
    },
    partnerDetail: {
      title: '{{name}} - 游戏伙伴',
      description: '{{name}}的详细介绍。',
      heading: '伙伴详情',
    },
    partnerGames: {
      title: '{{name}}的游戏 - 游戏伙伴',
      description: '{{name}}擅长陪你玩的游戏。',
      heading: '伙伴的游戏',
    },
    legal: { title: '{{name}} - 游戏伙伴', description: '{{name}}全文。' },
    download: {
      title: '下载 - 游戏伙伴',
      heading: '下载游戏伙伴',
      description: '下载游戏伙伴：Windows 桌面版（标准版、AMD 版、Intel AI PC 版）与手机 App。',
    },
  },
  errors: {
    notFoundTitle: '页面不存在 - 游戏伙伴',
    notFoundHeading: '找不到这个页面',
    notFoundPath: '找不到页面：{{path}}',
    notFoundHelp: '你要找的页面不存在或已被移除。',
    errorTitle: '出错了 - 游戏伙伴',
    errorHeading: '服务器出错了',
    errorHelp: '页面暂时无法显示，请稍后重试。',
    backHome: '返回首页',
    retry: '重试',
    loadFailed: '内容加载失败。',
    unavailableTitle: '暂时无法加载 - 游戏伙伴',
    unavailableHeading: '内容暂时无法加载',
    unavailableHelp: '我们暂时无法获取这个页面的内容，请稍后重试。',
  },
  footer: {
    terms: '用户服务协议',
    privacy: '隐私政策',
    copyright: '© 2026 {{company}} 版权所有',
    demoCompany: '游戏伙伴演示版（非真实公司）',
    address: '地址：{{address}}',
    contact: '联系邮箱：{{email}}',
    icpLabel: 'ICP 备案号',
  },
  common: {
    loading: '加载中…',
    newVersion: '网站有新版本',
    reload: '刷新',
  },
  compliance: {
    publicSecurityLabel: '公安备案号',
    aiGenerated: '内容由 AI 生成',
  },
};

export type CoreMessages = typeof zhCore;
