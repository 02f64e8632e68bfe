@faq
Feature: Destroying is putting any card of the battle zone into the graveyard (701.6a, since 2022-04-08)
  701.6a 「カードを破壊するとは、それをバトルゾーンから墓地に置こうとすることです。」 701.6b 「破壊されたカードは
  その結果として墓地に置かれます。」 Rule notice 31649 changed 「クリーチャーを破壊する」 to 「カードを破壊する」
  from 2022-04-08: a field or a タマシード can be destroyed.

  @qa:notice-31649-destroy
  Scenario: ザーク・砲・ピッチ destroys a field: it goes from the battle zone to the graveyard
    Rule notice 31649 (https://dm.takaratomy.co.jp/rule/rulechange/31649/, from 2022-04-08): destroying is
    trying to put any card from the battle zone into the graveyard, not only a creature; the destroyed
    card then goes to the graveyard. ザーク・砲・ピッチ (dmwiki: 「このクリーチャーが出た時、相手のコスト3以下の
    エレメントを1つ選んで破壊する。」) chooses player B's field Dの劇場 テンダネス・エスセーキ (cost 2) and
    destroys it.
    Given it is player A's turn
    And player B's battle zone holds: Dの劇場 テンダネス・エスセーキ
    And player A's hand holds: ザーク・砲・ピッチ
    And player A's mana zone holds: 3 x 凶戦士ブレイズ・クロー
    When player A summons ザーク・砲・ピッチ
    Then under tcg Dの劇場 テンダネス・エスセーキ is in player B's graveyard
    And under tcg Dの劇場 テンダネス・エスセーキ is not in player B's battle zone

  @qa:dmwiki-2023-04-14-field
  Scenario: A field destroyed by an element-destroying effect takes the card under it to the graveyard
    dmwiki 公式Q&A 2023年4月14日更新版: ザーク・砲・ピッチ's 「出た時」 ability destroys the opponent's 卍 新世壊 卍,
    which has 凶鬼98号 ガシャゴン/堕呪 ブラッドゥ under it; ガシャゴン goes to the graveyard together with the
    field: destroying a field with an element-destroying effect also sends the cards under it. The
    field and the card under it are one element (the card is set up under it).
    Given it is player A's turn
    And player B's battle zone holds: 卍 新世壊 卍 on 凶鬼98号 ガシャゴン
    And player A's hand holds: ザーク・砲・ピッチ
    And player A's mana zone holds: 3 x 凶戦士ブレイズ・クロー
    When player A summons ザーク・砲・ピッチ
    Then under tcg 卍 新世壊 卍 is in player B's graveyard
    And under tcg 凶鬼98号 ガシャゴン is in player B's graveyard
    And under tcg 凶鬼98号 ガシャゴン is not in player B's battle zone
