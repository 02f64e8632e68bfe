@trigger_order
Feature: Creatures destroyed together trigger in the order they actually moved
  000 待機した効果の解決の順序 (宇宙巨匠ゼノン・ダヴィンチ): one element's abilities triggered by
  several events resolve in the order they triggered, and 同時に複数のカードが移動する際の順序
  says which creature moved first: a "destroy all" effect the leftmost, a "destroy n" effect
  the one chosen first. ゼノン・ダヴィンチ's DMPS text is not given; the card's dmps section
  assumes what 000 describes: the put refers to the destroyed creature's race.

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: 宇宙巨匠ゼノン・ダヴィンチ on 密林の残兵ドーナ・ドナ, クリスタル・ランサー on アクア・ガード, 邪悪の魔黒デビル・マーシャル on 貪欲の影グレイ・バルーン
    And player A's mana zone holds: アクア・ビークル, 嘆きの影ダーク・レイブン

  @ex:DMPS-TRIG-31
  Scenario: "Destroy all": the first put uses the race of the creature further left
    000: 「すべて破壊する」系の能力による破壊なら、より左にあるクリーチャーの種族を参照して最初の
    コスト踏み倒しが行われる. クリスタル・ランサー (リキッド・ピープル, left) goes first, so
    アクア・ビークル comes first, then 嘆きの影ダーク・レイブン (ゴースト).
    When an effect of player B's that destroys all creatures with power 8000 or less resolves
    Then under dmps the waiting effects resolve in this order:
      | source                     | ability       |
      | 宇宙巨匠ゼノン・ダヴィンチ | put from mana |
      | 宇宙巨匠ゼノン・ダヴィンチ | put from mana |
    And under dmps player A's battle zone holds, left to right: 宇宙巨匠ゼノン・ダヴィンチ on 密林の残兵ドーナ・ドナ, アクア・ビークル, 嘆きの影ダーク・レイブン

  @ex:DMPS-TRIG-32
  Scenario: "Destroy n": the first put uses the race of the creature chosen first
    000: 「n体/好きな数破壊する」系の能力による破壊なら、実際に最初に選んだクリーチャーの種族を参照
    して最初のコスト踏み倒しが行われる. Player B chooses デビル・マーシャル first.
    When an effect of player B's that destroys up to 2 of player A's creatures resolves, choosing 邪悪の魔黒デビル・マーシャル then クリスタル・ランサー
    Then under dmps the waiting effects resolve in this order:
      | source                     | ability       |
      | 宇宙巨匠ゼノン・ダヴィンチ | put from mana |
      | 宇宙巨匠ゼノン・ダヴィンチ | put from mana |
    And under dmps player A's battle zone holds, left to right: 宇宙巨匠ゼノン・ダヴィンチ on 密林の残兵ドーナ・ドナ, 嘆きの影ダーク・レイブン, アクア・ビークル
