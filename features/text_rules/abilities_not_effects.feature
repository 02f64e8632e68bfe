@text_rules
Feature: Keywords turned into sentences; abilities granted instead of effects
  000/001 その他: 珍しい調整の例としては、「セイバー」や「ロスト・プリズム」といったキーワード能力が単に能力の一文に
  変更されたというものがある（《雪渓妖精マルル》、《鎧亜の紅滅コルンバ》など）。 多くのカードが、「効果の付与」から
  「能力の付与」へと書き直されている。 …TCG版の《フル・コマンド》だと呪文の効果がクリーチャーの召喚酔い状態を
  打ち消すが、デュエプレの《クエイク・ゲート》だとクリーチャー自身が「■アンタップしているクリーチャーを攻撃
  できる。」を持っているものとみなされるため、《砕神兵ガッツンダー》と同様に召喚酔いを打ち消せない。

  @ex:DMPS-TEXT-06 @tcg-general
  Scenario: 雪渓妖精マルル keeps its saver ability in DMPS but not the keyword; 鎧亜の紅滅コルンバ likewise
    Partial: that effects referring to the keyword no longer see the DMPS cards is an inference
    (catalog note); no such effect is encoded. The saver sentence still works (optional here, as
    the TCG's; the DMPS sentence's optionality is not given).
    Given it is player B's turn
    And player A's battle zone holds, left to right: 雪渓妖精マルル, 緑神龍グレガリゴン, 鎧亜の紅滅コルンバ
    Then under tcg 雪渓妖精マルル has the keyword saver
    And under tcg 鎧亜の紅滅コルンバ has the keyword lost prism
    And under dmps and dmps-old 雪渓妖精マルル does not have the keyword saver
    And under dmps and dmps-old 鎧亜の紅滅コルンバ does not have the keyword lost prism
    When an effect of player B's destroys 緑神龍グレガリゴン
    Then under every profile in some choice of replacement effects, 緑神龍グレガリゴン is in player A's battle zone
    And under every profile in some choice of replacement effects, 雪渓妖精マルル is in player A's graveyard

  @ex:DMPS-TEXT-07
  Scenario: クエイク・ゲート lets a creature summoned this turn attack an untapped creature in the TCG only
    Read: the TCG Quake Gate is an effect of the same form as Full Command's (このターン…タップされていない
    クリーチャーを攻撃できる), so it too overrides summoning sickness for the attack; the DMPS version
    grants the ability and does not.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー (summoned this turn)
    And player B's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: クエイク・ゲート
    When player A casts クエイク・ゲート without paying its cost
    And player A attacks アクア・ビークル with 爆炎野郎ジョー
    Then under tcg the last action is allowed
    And under tcg アクア・ビークル is in player B's graveyard
    And under dmps and dmps-old the last action is refused
    And under dmps and dmps-old 爆炎野郎ジョー has the keyword attacks untapped

  @ex:DMPS-TEXT-07
  Scenario: フル・コマンド's effect beats summoning sickness in the TCG; 砕神兵ガッツンダー's own ability does not
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー (summoned this turn), 砕神兵ガッツンダー (summoned this turn)
    And player B's battle zone holds, left to right: アクア・ビークル, シェル・ラック
    And player A's hand holds: フル・コマンド
    And player A will choose the race ヒューマノイド
    When player A casts フル・コマンド without paying its cost
    And player A attacks アクア・ビークル with 爆炎野郎ジョー
    Then under tcg the last action is allowed
    When player A attacks シェル・ラック with 砕神兵ガッツンダー
    Then under tcg the last action is refused
