import type { CharacterFigure } from '../../../../shared/api/schemas';
import { pagePaths } from '../../../../shared/routing/route-manifest';
import { useUserStore } from '../../../account/user-store';
import { AppLink } from '../../../components/AppLink';
import { PageFrame } from '../../../components/PageFrame';
import { useT } from '../../../i18n/use-t';
import { PartnerSubnav } from '../PartnerSubnav';
import { ChatConversation } from './ChatConversation';
import { ChatLoginPrompt } from './ChatLoginPrompt';

/**
 * Chat with a partner. The server renders the visitor view (a login prompt); once hydrated, a
 * logged-in visitor gets the conversation instead.
 */
export function PartnerChatView({ partner }: { partner: CharacterFigure }) {
  const t = useT();
  const { isLoggedIn } = useUserStore();
  const { name } = partner;
  const id = partner.character_id;
  return (
    <PageFrame
      className="partner-chat-page"
      title={t('pages.partnerChat.title', { name })}
      description={t('pages.partnerChat.description', { name })}
      heading={t('content:partner.chat.heading', { name })}
      // What crawlers see here is only a request to log in.
      noIndex
    >
      <PartnerSubnav id={id} name={name} current="chat" />
      <div className="chat-layout">
        <section className="chat-partner" aria-labelledby="chat-partner-name">
          <img
            className="chat-partner__avatar"
            src={partner.avatar}
            alt=""
            width={96}
            height={96}
          />
          <h2 id="chat-partner-name" className="chat-partner__name">
            {name}
          </h2>
          <p className="chat-partner__tagline">{partner.tagline}</p>
          <AppLink to={pagePaths.partnerDetail(id)} className="text-link">
            {t('content:partner.nav.detail')}
          </AppLink>
          <AppLink to={pagePaths.partnerStory(id)} className="text-link">
            {t('content:partner.nav.story')}
          </AppLink>
        </section>
        <div className="chat-main">
          {isLoggedIn ? (
            // One conversation per partner: its composer holds that partner's draft.
            <ChatConversation key={id} partner={partner} />
          ) : (
            <ChatLoginPrompt partner={partner} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
