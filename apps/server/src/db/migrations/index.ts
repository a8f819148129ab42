import type { Migration } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { down0001, up0001 } from './0001-platform.ts';
import { down0002, up0002 } from './0002-accounts.ts';
import { down0003, up0003 } from './0003-evaluations.ts';
import { down0004, up0004 } from './0004-study-content.ts';
import { down0005, up0005 } from './0005-psc-exam.ts';
import { down0006, up0006 } from './0006-psc-results.ts';
import { down0007, up0007 } from './0007-psc-signup.ts';
import { down0008, up0008 } from './0008-dictionary.ts';
import { down0009, up0009 } from './0009-oversea-favourites.ts';
import { down0010, up0010 } from './0010-translation-voice.ts';
import { down0011, up0011 } from './0011-character-frequency.ts';
import { down0012, up0012 } from './0012-voice-profile.ts';
import { down0013, up0013 } from './0013-web-sign-in.ts';
import { down0014, up0014 } from './0014-psc-exam-place.ts';
import { down0015, up0015 } from './0015-search-glosses.ts';
import { down0016, up0016 } from './0016-learner-results.ts';
import { down0017, up0017 } from './0017-guardian-email.ts';
import { down0018, up0018 } from './0018-psc-place-heard.ts';
import { down0019, up0019 } from './0019-exam-engine.ts';
import { down0020, up0020 } from './0020-psc-on-exam-engine.ts';
import { down0021, up0021 } from './0021-roles-audit.ts';
import { down0022, up0022 } from './0022-teaching-classes.ts';
import { down0023, up0023 } from './0023-administrator-sessions.ts';
import { down0024, up0024 } from './0024-account-suspension.ts';
import { down0025, up0025 } from './0025-class-assignments.ts';
import { down0026, up0026 } from './0026-composition-reviews.ts';
import { down0027, up0027 } from './0027-managed-content.ts';
import { down0028, up0028 } from './0028-institutions.ts';
import { down0030, up0030 } from './0030-submitted-content.ts';
import { down0031, up0031 } from './0031-managed-study-content.ts';
import { down0032, up0032 } from './0032-graded-course.ts';
import { down0033, up0033 } from './0033-special-training.ts';
import { down0034, up0034 } from './0034-reading-share.ts';
import { down0035, up0035 } from './0035-notices.ts';
import { down0036, up0036 } from './0036-imported-sessions.ts';

/**
 * One ordered set of migrations for both dialects. Migrations live in code (not read from a folder)
 * so the bundled server carries them. Never edit one that has shipped: add the next.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-platform': { up: up0001(dialect), down: down0001 },
    '0002-accounts': { up: up0002(dialect), down: down0002 },
    '0003-evaluations': { up: up0003(dialect), down: down0003 },
    '0004-study-content': { up: up0004(dialect), down: down0004 },
    '0005-psc-exam': { up: up0005(dialect), down: down0005 },
    '0006-psc-results': { up: up0006(dialect), down: down0006 },
    '0007-psc-signup': { up: up0007(dialect), down: down0007 },
    '0008-dictionary': { up: up0008(dialect), down: down0008 },
    '0009-oversea-favourites': { up: up0009(dialect), down: down0009 },
    '0010-translation-voice': { up: up0010(dialect), down: down0010 },
    '0011-character-frequency': { up: up0011, down: down0011 },
    '0012-voice-profile': { up: up0012(dialect), down: down0012 },
    '0013-web-sign-in': { up: up0013(dialect), down: down0013 },
    '0014-psc-exam-place': { up: up0014, down: down0014 },
    '0015-search-glosses': { up: up0015, down: down0015 },
    '0016-learner-results': { up: up0016(dialect), down: down0016 },
    '0017-guardian-email': { up: up0017, down: down0017 },
    '0018-psc-place-heard': { up: up0018, down: down0018 },
    '0019-exam-engine': { up: up0019(dialect), down: down0019 },
    '0020-psc-on-exam-engine': { up: up0020, down: down0020(dialect) },
    '0021-roles-audit': { up: up0021(dialect), down: down0021 },
    '0022-teaching-classes': { up: up0022(dialect), down: down0022 },
    '0023-administrator-sessions': { up: up0023(dialect), down: down0023 },
    '0024-account-suspension': { up: up0024(dialect), down: down0024 },
    '0025-class-assignments': { up: up0025(dialect), down: down0025 },
    '0026-composition-reviews': { up: up0026(dialect), down: down0026 },
    '0027-managed-content': { up: up0027(dialect), down: down0027 },
    '0028-institutions': { up: up0028(dialect), down: down0028 },
    '0030-submitted-content': { up: up0030, down: down0030 },
    '0031-managed-study-content': { up: up0031, down: down0031 },
    '0032-graded-course': { up: up0032(dialect), down: down0032 },
    '0033-special-training': { up: up0033(dialect), down: down0033 },
    '0034-reading-share': { up: up0034(dialect), down: down0034 },
    '0035-notices': { up: up0035(dialect), down: down0035 },
    '0036-imported-sessions': { up: up0036, down: down0036 },
  };
}
