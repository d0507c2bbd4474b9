import { questionnaireRules } from "~/content/questionnaire";
import { scoreAnswers, type Answers, type ScoringRules } from "~/lib/questionnaire-scoring";

/** Every combination of answers to the questionnaire (a few thousand). */
function allAnswerSets(rules: ScoringRules): Answers[] {
  return rules.questions.reduce<Answers[]>(
    (sets, question) => sets.flatMap((set) => question.options.map((option) => ({ ...set, [question.id]: option.value }))),
    [{}],
  );
}

const everySet = allAnswerSets(questionnaireRules);
/** The caps `answers` meet, read from the rules here, apart from the scoring's own reading. */
export const capsOf = (answers: Answers) =>
  questionnaireRules.caps.filter(
    (cap) =>
      cap.answers.includes(answers[cap.question]!) && (!cap.alsoWhen || cap.alsoWhen.answers.includes(answers[cap.alsoWhen.question]!)),
  );
export const scored = everySet.map((answers) => ({ answers, score: scoreAnswers(questionnaireRules, answers) }));

// The zone of each total, as the method text states it: the contract with compliance.
export const zoneOfTotal: Record<number, number> = {
  0: 1,
  1: 1,
  2: 1,
  3: 2,
  4: 2,
  5: 2,
  6: 3,
  7: 3,
  8: 3,
  9: 4,
  10: 4,
  11: 4,
  12: 5,
  13: 5,
  14: 5,
  15: 6,
  16: 6,
  17: 6,
  18: 7,
  19: 7,
  20: 8,
  21: 8,
  22: 9,
  23: 9,
  24: 10,
  25: 10,
  26: 10,
};
