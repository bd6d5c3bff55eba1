/**
 * The Welsh (`cy`) of paymentWording: what a patient is told about the booking fee, from the same
 * facts, case for case (ADR 0035). `paymentWordingCy` takes the English function's facts and returns
 * the same three fields, each a whole Welsh sentence or phrase written for its case: nothing is glued
 * from parts. No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh
 * translator has reviewed them (`PAYMENT_WORDING_WELSH_REVIEW`) none may reach a patient.
 *
 * The money words, one for each English one, and no other:
 * - held on the card: "dal" ("wedi'i dal" of the fee, feminine; "a ddaliwyd", which was held);
 * - taken: "cymryd" ("ni chymerwyd dim", nothing was taken);
 * - released (a held fee let go, nothing of it taken): "rhyddhau", never "ad-dalu";
 * - refunded (money taken and given back): "ad-dalu", only for a fee that was paid;
 * - paid: "talu" ("a daloch", which you paid).
 * An amount is never the antecedent of "ei" or "'i" (whose mutation would give it a gender): held and
 * paid amounts are "a ddaliwyd" and "a daloch", and labels and texts use the impersonal past
 * ("Rhyddhawyd £39", "Ad-dalwyd £39"). A text keeps to plain GSM letters (no â or ŵ), as the English.
 *
 * Not here: `poundsText` ("£19.50" is written the same in Welsh), the statuses, `moneyFactsOf` and
 * `isBooking`, which are not words.
 */
import { type MoneyFacts, type PaymentWording, poundsText } from './payment-wording.rules.js';

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const PAYMENT_WORDING_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/**
 * As `paymentWording`, in Welsh: the same decisions in the same order, so a case the English words
 * one way the Welsh words the same way (its spec runs every case the English spec runs, and all
 * statuses in all appointment states, and checks the money words agree).
 */
export function paymentWordingCy(f: MoneyFacts): PaymentWording {
  const fee = poundsText(f.feePence);
  const refunded = Math.max(0, f.refundedPence ?? 0);
  const due = f.refundDuePence ?? null;
  const status = f.paymentStatus;
  const cancelled = f.appointmentStatus === 'cancelled';

  if (!status) {
    return {
      label: `Ffi archebu ${fee}`,
      sentence: `Mae eich cerdyn wedi'i dderbyn ar gyfer y ffi archebu o ${fee}.`,
      text: `Ffi ${fee}: cerdyn wedi'i dderbyn.`,
    };
  }
  if (status === 'lapsed') {
    return {
      label: 'Dal wedi darfod, ni chymerwyd dim',
      sentence: `Ni chymerwyd dim: daeth y cyfnod o ddal ${fee} ar eich cerdyn i ben cyn i ni gymryd yr arian.`,
      text: `Dal ${fee} wedi darfod: ni chymerwyd dim.`,
    };
  }
  if (status === 'released') return releaseWordingCy(fee, 'done');
  if (status === 'part_captured') {
    const kept = f.capturedPence ?? (due !== null ? f.feePence - due : Math.ceil(f.feePence / 2));
    return keptPartWordingCy(fee, kept, f.releasedPence ?? f.feePence - kept, 'done');
  }
  if (status === 'refunded' || refunded > 0)
    return refundWordingCy(fee, f.feePence, refunded > 0 ? refunded : f.feePence, 'done');
  if (status === 'pending' || status === 'failed') {
    if (cancelled) {
      return {
        label: 'Ni chymerwyd dim',
        sentence: "Ni chymerwyd unrhyw daliad ar gyfer yr archeb hon, felly nid oes dim i'w ad-dalu.",
        text: 'Ni chymerwyd unrhyw daliad.',
      };
    }
    if (status === 'failed') {
      return {
        label: 'Methodd y taliad',
        sentence: `Nid oedd modd i ni gymryd y ffi archebu o ${fee} o'ch cerdyn, felly nid oes dim wedi'i gymryd.`,
        text: 'Methodd y taliad: ni chymerwyd dim.',
      };
    }
    return {
      label: 'Heb dalu',
      sentence: `Nid oes dim wedi'i gymryd o'ch cerdyn ar gyfer y ffi archebu o ${fee} eto.`,
      text: 'Ni chymerwyd unrhyw daliad.',
    };
  }
  // Money is held, taken or on its way.
  if (cancelled) {
    const held = status === 'authorized';
    if (due !== null && due > 0) {
      if (!held) return refundWordingCy(fee, f.feePence, due, 'due');
      return due >= f.feePence
        ? releaseWordingCy(fee, 'due')
        : keptPartWordingCy(fee, f.feePence - due, due, 'due');
    }
    if (due === 0) {
      return {
        label: `Ni ellir ad-dalu'r ${fee}`,
        sentence: `Roedd y practis eisoes wedi cael ei gyfarwyddo, felly nid oes modd ad-dalu'r ffi archebu o ${fee}.`,
        text: "Nid oes modd ad-dalu'r ffi archebu.",
      };
    }
    // No cancellation decided a refund (the booking ran out or its payment came too late): it all goes back.
    return status === 'completed'
      ? refundWordingCy(fee, f.feePence, f.feePence, 'due')
      : releaseWordingCy(fee, 'due');
  }
  if (status === 'completed') {
    return {
      label: `Talwyd ${fee}`,
      sentence: `Rydych wedi talu'r ffi archebu o ${fee}.`,
      text: `Ffi ${fee} wedi'i thalu.`,
    };
  }
  const confirmed = f.appointmentStatus === 'confirmed';
  if (confirmed || (status === 'processing' && f.captureMode === 'authorisation')) {
    return {
      label: `Wrthi'n cymryd ${fee}`,
      sentence: `Mae'r ffi archebu o ${fee} a ddaliwyd ar eich cerdyn yn cael ei chymryd nawr, gan fod eich apwyntiad wedi'i gadarnhau.`,
      text: `Ffi ${fee} yn cael ei chymryd nawr.`,
    };
  }
  if (status === 'processing') {
    return {
      label: `Taliad o ${fee} ar y gweill`,
      sentence: `Mae eich taliad ar gyfer y ffi archebu o ${fee} yn cael ei brosesu.`,
      text: `Taliad ffi ${fee} ar y gweill.`,
    };
  }
  return {
    label: `Daliwyd ${fee}, cymerir wrth gadarnhau`,
    sentence: `Mae'r ffi archebu o ${fee} wedi'i dal ar eich cerdyn, ond nid yw wedi'i chymryd eto: caiff ei chymryd pan fyddwn yn cadarnhau eich apwyntiad gyda'r practis.`,
    text: `Ffi ${fee} wedi'i dal, cymerir wrth gadarnhau.`,
  };
}

/** A paid fee coming back, due or done: the whole fee, or part of it with both amounts. Only "ad-dalu" here. */
function refundWordingCy(
  fee: string,
  feePence: number,
  amountPence: number,
  stage: 'due' | 'done',
): PaymentWording {
  if (amountPence >= feePence) {
    return stage === 'due'
      ? {
          label: `Wrthi'n ad-dalu ${fee}`,
          sentence: `Rydym yn ad-dalu'r ${fee} a daloch, yn llawn.`,
          text: `Wrthi'n ad-dalu'r ${fee} a daloch yn llawn.`,
        }
      : {
          label: `Ad-dalwyd ${fee}`,
          sentence: `Rydym wedi ad-dalu'r ${fee} a daloch, yn llawn.`,
          text: `Ad-dalwyd y ${fee} a daloch yn llawn.`,
        };
  }
  const amount = poundsText(amountPence);
  return stage === 'due'
    ? {
        label: `Wrthi'n ad-dalu ${amount}`,
        sentence: `Rydym yn ad-dalu ${amount} o'r ${fee} a daloch.`,
        text: `Wrthi'n ad-dalu ${amount} o'r ${fee} a daloch.`,
      }
    : {
        label: `Ad-dalwyd ${amount}`,
        sentence: `Rydym wedi ad-dalu ${amount} o'r ${fee} a daloch.`,
        text: `Ad-dalwyd ${amount} o'r ${fee} a daloch.`,
      };
}

/** A held fee cancelled before the practice was instructed: the part kept is taken, the rest released. */
function keptPartWordingCy(
  fee: string,
  keptPence: number,
  releasedPence: number,
  stage: 'due' | 'done',
): PaymentWording {
  const kept = poundsText(keptPence);
  const released = poundsText(releasedPence);
  return stage === 'due'
    ? {
        label: `Cadw ${kept}, rhyddhau ${released}`,
        sentence: `Byddwn yn cymryd ${kept} o'r ${fee} a ddaliwyd ar eich cerdyn ac yn rhyddhau'r gweddill.`,
        text: `Cymryd ${kept} o ${fee}, rhyddhau'r gweddill.`,
      }
    : {
        label: `Cadwyd ${kept}, rhyddhawyd ${released}`,
        sentence: `Rydym wedi cymryd ${kept} o'r ${fee} a ddaliwyd ar eich cerdyn ac wedi rhyddhau'r gweddill.`,
        text: `Cymerwyd ${kept} o ${fee}, rhyddhawyd y gweddill.`,
      };
}

/** A held fee let go whole: nothing is taken. Only "rhyddhau" here, never "ad-dalu". */
function releaseWordingCy(fee: string, stage: 'due' | 'done'): PaymentWording {
  return stage === 'due'
    ? {
        label: `Wrthi'n rhyddhau ${fee}`,
        sentence: `Rydym yn rhyddhau'r ${fee} a ddaliwyd ar eich cerdyn: ni fydd dim yn cael ei gymryd.`,
        text: `Rhyddhau'r ${fee} a ddaliwyd ar eich cerdyn.`,
      }
    : {
        label: `Rhyddhawyd ${fee}; ni chymerwyd dim`,
        sentence: `Rydym wedi rhyddhau'r ${fee} a ddaliwyd ar eich cerdyn: ni chymerwyd dim.`,
        text: `Rhyddhawyd y ${fee} a ddaliwyd ar eich cerdyn.`,
      };
}

/** The Welsh by the English module's export names, for a reader that picks by locale. */
/** As `feeForPractices`: the fee in the words of the /register page, for a practice reading it in Welsh ("y ffi" is feminine). */
export function feeForPracticesCy(feePence: number): string {
  const fee = poundsText(feePence);
  return `Mae cleifion yn cyrraedd gyda'r ffi archebu o ${fee} wedi'i sicrhau ar-lein: wedi'i dal ar eu cerdyn pan fyddant yn archebu, a'i chymryd pan fyddwn yn cadarnhau'r apwyntiad gyda chi (neu ei chymryd ar unwaith, lle rydym yn cymryd taliad ar unwaith).`;
}

export const PAYMENT_WORDING_CY = { paymentWording: paymentWordingCy, feeForPractices: feeForPracticesCy } as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English wording the spec
 * reads. A changed English wording fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '62997f7bbd4066015c8f80a45de7ea407348a0cc95d73235ed131c106375f408';
