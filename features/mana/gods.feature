@mana
Feature: DMPS God creatures sent to the mana zone
  000 (マナコスト), the God table: a ゴッド・カード reverts to its (multicolour) card form before
  it lands in the mana zone; a 中央G・リンク card lands with its battle-zone civilizations and
  reverts to its mono-colour card only after. A wiki comment in the source says it is
  unverified whether God cards still behave like this in 2025; the scenarios follow the table.

  @ex:DMPS-MANA-11 @ex:DMPS-MANA-15
  Scenario: 流神ウンギョウ, water in the battle zone, lands as the water/fire card 烈流神
    流神ウンギョウ is the water God creature of the God card 烈流神 (water/fire). Player A has no
    water or fire mana before, so both civilizations are released by it alone.

    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック
    And player A has spent 1 mana this turn
    And player A's battle zone holds, left to right: 流神ウンギョウ
    When an effect of player A's sends 流神ウンギョウ to its owner's mana zone
    Then under dmps 流神ウンギョウ is in player A's mana zone
    And under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 1
    And under dmps player A's released civilizations are water, fire and nature

  @ex:DMPS-MANA-12
  Scenario: A God card that is a multicolour God creature lands like any multicolour card
    破壊神デス (darkness/fire God creature) stands for the row; that it is a ゴッド・カード is the
    scenario's assumption (its card note): as a card it is darkness/fire either way.

    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック
    And player A has spent 1 mana this turn
    And player A's battle zone holds, left to right: 破壊神デス
    When an effect of player B's sends 破壊神デス to its owner's mana zone
    Then under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 1
    And under dmps player A's released civilizations are darkness, fire and nature

  @ex:DMPS-MANA-13
  Scenario: A 中央G・リンク card that is a mono-colour God creature lands like a mono-colour card
    Unlinked, 無法神類 G・イズモ is a light God creature.

    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック
    And player A has spent 1 mana this turn
    And player A's battle zone holds, left to right: 無法神類 G・イズモ
    When an effect of player B's sends 無法神類 G・イズモ to its owner's mana zone
    Then under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 2
    And under dmps player A's released civilizations are light and nature

  @ex:DMPS-MANA-14 @ex:DMPS-MANA-16
  Scenario: 無法神類 G・イズモ・ビッグディアウト, light/darkness in the battle zone, releases light only
    The 中央G・リンク card lands as a light/darkness multicolour card (usable mana does not
    rise), then reverts to its light card: darkness stays locked (player A has no other
    light or darkness mana). The 2-cost darkness card is refused for its civilization only:
    usable mana (2) would pay for it.

    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック
    And player A's battle zone holds, left to right: 無法神類 G・イズモ・ビッグディアウト
    And player A's hand holds: うごめく者ボーン・グール
    When an effect of player B's sends 無法神類 G・イズモ・ビッグディアウト to its owner's mana zone
    Then under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 2
    And under dmps player A's released civilizations are light and nature
    And under dmps player A cannot summon うごめく者ボーン・グール
