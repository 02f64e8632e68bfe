@text_rules
Feature: Effects that "choose", written or omitted, and creatures that can't be chosen
  000 カード効果の違い / その他: 能力テキストが簡潔に書き直されている。 特に…単体マナ送り・バウンスなど単純な
  効果の「選び」は、基本的に省略されている。 「選び」の有無は、TCGでは「可能ならこのクリーチャーを選ぶ」や
  《偽りの嘘 ネメシス》、《龍后麗姫マーシャル・プリンセス》などでより重要になり、破壊能力ではデュエプレと同様に
  省略されていた「選び」を追加するテンプレート変更が発表されたところである。デュエプレには上記の問題を引き起こす
  カードは現状存在せず、2022年時点のアンタッチャブルのルールの解釈でプレイすればよい。
  Reading (catalog inference): an effect whose 「選び」 is omitted still chooses, so a creature that
  can't be chosen by the opponent is not a candidate. 光器ペトローバ: 相手がクリーチャーを選ぶとき、光器
  ペトローバを選ぶことはできない. ネメシス, マーシャル・プリンセス: not encoded (no texts).

  Background:
    Given it is player A's turn
    And player B's battle zone holds, left to right: 光器ペトローバ, アクア・ビークル

  @ex:DMPS-TEXT-01
  Scenario: The DMPS 謎帥の艦隊 (no 「選び」 in its text) can't pick 光器ペトローバ
    Given player A's hand holds: 謎帥の艦隊
    When player A casts 謎帥の艦隊 without paying its cost
    Then under dmps player A's options for "target" were: アクア・ビークル
    And under dmps 光器ペトローバ is in player B's battle zone
    And under dmps アクア・ビークル is in player B's hand

  @ex:TCG-CHOOSE-01
  Scenario: デーモン・ハンド's destruction chooses, so 光器ペトローバ is out of its reach in the TCG
    Partial: the later TCG templates add 「選び」 to destroy effects; before and after, the effect
    chooses under the 2022 interpretation. Only the untouchable interaction is asserted.
    Given player A's hand holds: デーモン・ハンド
    When player A casts デーモン・ハンド without paying its cost
    Then under tcg player A's options for "target" were: アクア・ビークル
    And under tcg アクア・ビークル is in player B's graveyard
