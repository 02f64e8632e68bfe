@text_rules
Feature: DMPS handling the TCG later made official: modes chosen at resolution, tap skills of must-attack creatures
  000 その他: 実装時はTCG版と異なる処理だったものが、TCG版の裁定変更でデュエプレの処理が正式なものになることもある。
  2022年6月24日の裁定変更前の時点で、モードを選ぶのは、待機させる瞬間ではなく、解決の直前に行っていた。 例えば、
  《覇翼 フェアリー・アクセラー》をクロスした《禁門の超人》が攻撃する時、まず右側にある《フェアリー・アクセラー》で
  マナ加速して、次にその左にある《禁門の超人》で相手のマナ送りか、自分のマナゾーンからの踏み倒しを決めることが
  できる。 2022年10月28日の裁定変更前の時点で、タップスキルは可能であれば攻撃する状態であっても、攻撃するかわりに
  発動できた。
  Both are dated rule changes of the paper rules (RULE_CHANGES): tcg-2020 (before 2021-03-16)
  chooses a mode as the ability starts waiting; tcg-2021 (2021-03-16 to 2022-09-13) straddles the
  mode change and takes the later side (its catalog verdict is omitted: recorded only), and both
  stand before the tap-skill change. The direction of the 2022-10-28 change is the catalog's
  reading (a doubt it records): the current TCG allows it, the dated profiles do not.

  @ex:DMPS-TEXT-08
  Scenario: 禁門の超人 chooses its mode after 覇翼 フェアリー・アクセラー put a creature into the mana zone
    禁門の超人's text is known only from 000's description (card note): a choice between sending an
    opponent's creature to the mana zone and putting a creature from your mana zone. The gear was
    generated after the creature, so it is to its right: DMPS resolves it first. The TCG player
    orders the two; since 2022-06-24 the mode is chosen as it resolves, before that (tcg-2020)
    as it starts waiting — whatever the order, before the acceleration.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 禁門の超人, 覇翼 フェアリー・アクセラー
    And 覇翼 フェアリー・アクセラー is crossed onto 禁門の超人
    And player A's deck holds, top first: 群れを守るトライ・ホーン, 予言者リュゾル, 予言者リュゾル
    And player B's battle zone holds, left to right: アクア・ビークル
    And player B has 5 shields
    And player A will choose the mode "put from mana"
    When player A attacks player B with 禁門の超人
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                     | ability |
      | 覇翼 フェアリー・アクセラー | mana    |
      | 禁門の超人                 | modes   |
    And under dmps and dmps-old 群れを守るトライ・ホーン is in player A's battle zone
    And under dmps and dmps-old player A chose a mode after 覇翼 フェアリー・アクセラー's mana resolved
    And under tcg in some order of the waiting effects, 群れを守るトライ・ホーン is in player A's battle zone
    And under tcg in some order of the waiting effects, player A chose a mode after 覇翼 フェアリー・アクセラー's mana resolved
    And under tcg-2020 in every order of the waiting effects, player A chose a mode before 覇翼 フェアリー・アクセラー's mana resolved

  @ex:DMPS-TEXT-09
  Scenario: A creature that must attack may use its tap skill instead
    Reading (catalog note, doubt): the 2022-10-28 change made the DMPS handling official, so the
    current TCG allows it too; if that ruling went the other way, the tcg verdict must flip.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 幻想妖精カチュア
    And player A's deck holds, top first: 紅神龍メルガルス, 予言者リュゾル
    When an effect of player A's gives 幻想妖精カチュア must attack
    And player A uses the tap skill of 幻想妖精カチュア
    Then under tcg, dmps and dmps-old the last action is allowed
    And under tcg, dmps and dmps-old 幻想妖精カチュア is tapped
    And under tcg-2021 and tcg-2020 the last action is refused
    And under tcg-2021 and tcg-2020 幻想妖精カチュア is not tapped
