import type { CoreMessages } from '../zh/core';

export const enCore: CoreMessages = {
  site: {
    name: 'Game Partner',
    tagline: 'An AI partner that knows games: team up, look up guides, talk to characters',
  },
  nav: {
    home: 'Home',
    gamePartner: 'Game Partners',
    gameLibrary: 'Game Library',
    activity: 'Events',
    aboutUs: 'About us',
    aiPc: 'Intel AI PC edition',
    profile: 'My account',
  },
  language: {
    label: 'Language',
    pageLabel: 'Page language',
    zh: '中文',
    en: 'English',
    ja: '日本語',
  },
  pages: {
    home: {
      title: 'The AI partner that knows games - Game Partner',
      description:
        'Play with an AI partner that knows games: guides, characters and co-op. Get the desktop app and summon your partner anytime.',
      heading: 'Your AI game partner',
    },
    about: {
      title: 'About us - Game Partner',
      description: 'Meet the Game Partner team, our vision, how to reach us and how to join us.',
      heading: 'About us',
    },
    activity: {
      title: 'Events - Game Partner',
      description: 'The latest Game Partner events, rewards and tournaments.',
      heading: 'Events',
    },
    profile: {
      title: 'My account - Game Partner',
      description: 'Manage your Game Partner account.',
      heading: 'My account',
    },
    removeAccount: {
      title: 'Delete account - Game Partner',
      description: 'Delete your Game Partner account.',
      heading: 'Delete account',
    },
    gameLibrary: {
      title: 'Game Library - Game Partner',
      description: 'Characters, guides and knowledge for popular games, all in one place.',
      heading: 'Game Library',
    },
    gameDetail: {
      title: '{{name}} - Game Library - Game Partner',
      description: 'Characters, gameplay and knowledge for {{name}}.',
      heading: 'Game details',
    },
    search: {
      title: 'Results for “{{query}}” - Game Library - Game Partner',
      titleEmpty: 'Search game knowledge - Game Partner',
      description: 'Search games, characters and guides in the game library.',
      heading: 'Search game knowledge',
    },
    gameRole: {
      title: '{{name}} - Game character - Game Partner',
      description: 'An introduction to {{name}}.',
      heading: 'Game character',
    },
    roleInfo: {
      title: '{{name}} - Character profile - Game Partner',
      description: 'The full profile of {{name}}.',
      heading: 'Character profile',
    },
    gamePartner: {
      title: 'Find your AI teammate - Game Partner',
      description:
        'Meet AI game partners with their own personalities: chat, hear their stories and play together.',
      heading: 'Game Partners',
    },
    partnerChat: {
      title: 'Chat with {{name}} - Game Partner',
      description: 'Chat with {{name}} in real time.',
      heading: 'Chat',
    },
    partnerStory: {
      title: 'The story of {{name}} - Game Partner',
      description: 'The story of {{name}}.',
      heading: 'Story',
    },
    partnerDetail: {
      title: '{{name}} - Game Partner',
      description: 'All about {{name}}.',
      heading: 'Partner details',
    },
    partnerGames: {
      title: 'Games of {{name}} - Game Partner',
      description: 'The games {{name}} plays with you.',
      heading: 'Partner games',
    },
    legal: { title: '{{name}} - Game Partner', description: 'The full text of the {{name}}.' },
    download: {
      title: 'Download - Game Partner',
      heading: 'Download Game Partner',
      description:
        'Get Game Partner: the Windows desktop app (standard, AMD and Intel AI PC editions) and the mobile app.',
    },
  },
  errors: {
    notFoundTitle: 'Page not found - Game Partner',
    notFoundHeading: 'Page Not Found',
    notFoundPath: 'Page not found: {{path}}',
    notFoundHelp: 'The page you are looking for does not exist or has been removed.',
    errorTitle: 'Something went wrong - Game Partner',
    errorHeading: 'Internal Server Error',
    errorHelp: 'This page cannot be shown right now. Please try again later.',
    backHome: 'Back to home',
    retry: 'Try again',
    loadFailed: 'This content could not be loaded.',
    unavailableTitle: 'Temporarily unavailable - Game Partner',
    unavailableHeading: 'This page is temporarily unavailable',
    unavailableHelp:
      'We could not load the content of this page just now. Please try again in a moment.',
  },
  footer: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    copyright: '© 2026 {{company}}. All rights reserved.',
    demoCompany: 'Game Partner demo build (not a real company)',
    address: 'Address: {{address}}',
    contact: 'Contact: {{email}}',
    icpLabel: 'ICP filing number',
  },
  common: {
    loading: 'Loading…',
    newVersion: 'A new version of the site is available',
    reload: 'Reload',
  },
  compliance: {
    publicSecurityLabel: 'Public security filing number',
    aiGenerated: 'AI-generated',
  },
};
