@dmps_adjustments
Feature: Replacement effects in DMPS: the few that still ask, and resources picked at random
  000 系統的な調整例: 任意の置換効果の例：《独裁者ケンジ・パンダネルラ将軍》のようなバトルの肩代わり
  能力、《炎龍秘伝カイザー・フレイム》の唱えた後の能力. 置換効果で手札・マナ・シールド・墓地・バトル
  ゾーンのリソースを利用する場合、ほぼ全てのケースでランダムなカードを選ぶ。
  《炎龍秘伝カイザー・フレイム》 is not encoded: no source gives its text.

  @ex:DMPS-ADJ-04
  Scenario: The DMPS 独裁者ケンジ・パンダネルラ将軍 may let another Dreammate battle in its place
    DMPS text (review of DMPP-07): このクリーチャーが相手クリーチャーの攻撃によってバトルする時、かわりに
    自分の他のドリームメイトをバトルさせてもよい. The TCG card (dmc41-001) has no such ability, so
    only dmps is asserted. Player A is asked; declining, Pandanella battles Joe itself.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 独裁者ケンジ・パンダネルラ将軍 on 霊樹幻獣カラフール (tapped), 花風の浪士ムネミツ
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player B attacks 独裁者ケンジ・パンダネルラ将軍 with 爆炎野郎ジョー
    Then under dmps player A's options for "use replacement" were: use 独裁者ケンジ・パンダネルラ将軍, skip 独裁者ケンジ・パンダネルラ将軍
    And under dmps in some choice player A may make for "use replacement", 花風の浪士ムネミツ battled 爆炎野郎ジョー
    And under dmps in some choice player A may make for "use replacement", 独裁者ケンジ・パンダネルラ将軍 battled 爆炎野郎ジョー
    And under dmps 爆炎野郎ジョー is in player B's graveyard

  @ex:DMPS-ADJ-05 @tcg-general
  Scenario: Escape adds a shield chosen by the player in the TCG, drawn by lot in DMPS
    Dの楽園 サイケデリック・ガーデン gives A's creatures escape; the shield escape adds to the hand is
    the replacement's resource. Three different cards make each shield recognisable.
    Given it is player B's turn
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, アクア・ビークル
    And player A's shield zone holds: 予言者クルト, 群れを守るトライ・ホーン, シーマイン
    When an effect of player B's destroys アクア・ビークル
    Then under every profile アクア・ビークル is in player A's battle zone
    And under tcg player A's options for "choose shield" were: shield 1, shield 2, shield 3
    And under dmps and dmps-old player A was not asked to "choose shield"
    And under dmps and dmps-old in some draw of the lots, 群れを守るトライ・ホーン is in player A's hand
    And under dmps and dmps-old in some draw of the lots, シーマイン is in player A's hand
    And under dmps and dmps-old in every draw of the lots, player A's hand has 1 card
