import { describeEffect, parseSkill } from '@alchemy/game-rules';
import { useMemo } from 'react';

/** The card's ability: its name, how it looks, and each effect in words; else 'None'. */
export function CardSkill({ skillText }: { skillText: string }) {
  const skill = useMemo(() => parseSkill(skillText), [skillText]);
  if (!skill) {
    return (
      <section className="card-skill" aria-label="Skill">
        <h3 className="card-skill__title">Skill</h3>
        <p className="card-skill__none">None</p>
      </section>
    );
  }
  return (
    <section className="card-skill" aria-label="Skill">
      <h3 className="card-skill__title">
        Skill: <span className="card-skill__name">{skill.name}</span>
      </h3>
      {skill.visualDescription && <p className="card-skill__visual">{skill.visualDescription}</p>}
      <ul className="card-skill__effects">
        {skill.effects.map((effect, index) => (
          <li key={index}>{describeEffect(effect)}</li>
        ))}
      </ul>
    </section>
  );
}
