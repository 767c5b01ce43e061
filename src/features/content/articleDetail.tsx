// The article pages as detail declarations for src/renderers: the route's `type` names the article (see
// articleTypes.ts), its title heads the card, its HTML is sanitized by the renderer.
import { defineDetail, type DetailDeclaration } from '../../renderers/detail';
import { articleQuery } from './api';
import { articleTypeFor, type ArticleRoute } from './articleTypes';
import './locale';
import './content.css';

export const articleDetail = (route: ArticleRoute, instead?: DetailDeclaration<unknown>['instead']) =>
  defineDetail({
    instead,
    query: (search) => articleQuery(articleTypeFor(route, search.get('type'))),
    title: (article) => article.title,
    html: (article) => article.content,
    // No such article (none for the type, or the back end has no text for it): nothing to read yet.
    emptyKey: 'content:articleEmpty',
  });
