@keywords @classic
Feature: Replacements of a destruction that hold only under a condition, or for another creature
  封魔ゼレス (DM-19) 「このクリーチャーが破壊される時、バトルゾーンに自分のディープ・マリーンが1体でもあれば、
  このクリーチャーを墓地に置くかわりに自分の手札に戻す」: a replacement effect (置換効果) that applies only
  while its condition holds as the creature would be destroyed. 森の特攻隊長ペンペン中尉 (DMC-41) 「自分の他の
  ドリームメイトが破壊される時、そのクリーチャーを墓地に置くかわりに、自分のマナゾーンに置く」: it replaces
  the destruction of another creature of its controller's, of that race only.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario Outline: 封魔ゼレス goes to the hand instead only while its controller has a ディープ・マリーン
    Given player B's battle zone holds, left to right: 封魔ゼレス<others>
    When an effect of player A's destroys 封魔ゼレス
    Then under tcg 封魔ゼレス is in player B's <zone>

    Examples:
      | others                   | zone      |
      | , タスクナイト・ムーブリッド | hand      |
      | , 予言者クルト             | graveyard |

  @tcg-general
  Scenario Outline: 森の特攻隊長ペンペン中尉 sends another ドリームメイト destroyed to the mana zone
    Given player B's battle zone holds, left to right: 森の特攻隊長ペンペン中尉, <other>
    When an effect of player A's destroys <other>
    Then under tcg <other> is in player B's <zone>

    Examples:
      | other          | zone      |
      | 驚き時計のココカラ | mana zone |
      | 予言者クルト      | graveyard |
