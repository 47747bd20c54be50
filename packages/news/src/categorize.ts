import type { NewsCategory } from '@phi/contracts';

export interface CategoryRule {
  category: NewsCategory;
  patterns: readonly RegExp[];
}

/**
 * Topic filters of /blog (spec: chat-news-admin §2) from keywords, in precedence order: the
 * first rule with a match wins. Subject rules come first, most specific first (deep learning is
 * a kind of machine learning), then the kind of publication (research, academic, industry);
 * an article matching nothing is 'ai'. Acronyms match in capitals only ("CNN", not "cnn"),
 * words in any case and at word boundaries.
 */
export const categoryRules: readonly CategoryRule[] = [
  {
    category: 'dl',
    patterns: [
      /\bdeep[- ]learning\b/i,
      /\bneural[- ]net(?:work)?s?\b/i,
      /\btransformers?\b/i,
      /\bdiffusion\b/i,
      /\bconvolutional\b/i,
      /\b(?:CNNs?|RNNs?|LSTMs?|GANs?|ViTs?)\b/,
      /\bLLM (?:training|pre-?training)\b/i,
      /\bpre-?training\b/i,
      /\bfine-?tun(?:e|ed|es|ing)\b/i,
      /\bbackprop(?:agation)?\b/i,
      /\bautoencoders?\b/i,
      /\battention (?:mechanisms?|heads?|layers?)\b/i,
    ],
  },
  {
    category: 'ml',
    patterns: [
      /\bmachine[- ]learning\b/i,
      /\breinforcement learning\b/i,
      /\b(?:un|self-|semi-)?supervised learning\b/i,
      /\bregression\b/i,
      /\bgradient\b/i,
      /\bclassifiers?\b/i,
      /\bclustering\b/i,
      /\brandom forests?\b/i,
      /\bdecision trees?\b/i,
      /\bfeature engineering\b/i,
      /\bbayesian\b/i,
      /\b(?:xgboost|scikit-learn)\b/i,
      /\bMLOps\b/,
    ],
  },
  {
    category: 'research',
    patterns: [
      /\barxiv\b/i,
      /\bpapers?\b/i,
      /\bpreprints?\b/i,
      /\bwe (?:propose|present|introduce)\b/i,
      /\bpeer[- ]review(?:ed)?\b/i,
      /\bproceedings\b/i,
      /\b(?:NeurIPS|ICML|ICLR|CVPR|EMNLP|AAAI)\b/,
    ],
  },
  {
    category: 'academic',
    patterns: [
      /\buniversit(?:y|ies)\b/i,
      /\bprofessors?\b/i,
      /\bthes[ie]s\b/i,
      /\bPh\.?D\b/,
      /\bcampus\b/i,
      /\bfaculty\b/i,
      /\b(?:doctoral|postdoc(?:toral)?)\b/i,
      /\bstudents?\b/i,
      /\blectures?\b/i,
      /\bcurriculum\b/i,
    ],
  },
  {
    category: 'industry',
    patterns: [
      /\blaunch(?:es|ed|ing)?\b/i,
      /\bproducts?\b/i,
      /\bfunding\b/i,
      /\braise[sd]? \$/i,
      /\bacquisitions?\b/i,
      /\bacquir(?:es?|ed|ing)\b/i,
      /\bstart-?ups?\b/i,
      /\benterprises?\b/i,
      /\bpartnerships?\b/i,
      /\bpartners with\b/i,
      /\bSeries [A-F]\b/,
      /\bIPO\b/,
      /\brevenue\b/i,
      /\bpricing\b/i,
      /\bgeneral availability\b/i,
      /\bcustomers?\b/i,
    ],
  },
];

function matchRules(text: string): NewsCategory | null {
  if (text.trim() === '') {
    return null;
  }
  for (const rule of categoryRules) {
    if (rule.patterns.some((pattern) => pattern.test(text))) {
      return rule.category;
    }
  }
  return null;
}

/**
 * The article's own title and tags decide first; the feed's categories only when those match
 * nothing, so a machine-learning feed's category does not outvote each item's subject.
 */
export function categorizeArticle(input: {
  title: string;
  tags: readonly string[];
  feedCategories?: readonly string[];
}): NewsCategory {
  return (
    matchRules([input.title, ...input.tags].join(' \n ')) ??
    matchRules((input.feedCategories ?? []).join(' \n ')) ??
    'ai'
  );
}
