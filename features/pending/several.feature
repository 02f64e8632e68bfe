@pending
Feature: One effect uses or puts several cards: all pending first, then one at a time
  004 ルール: an effect that uses several cards makes them all pending, then uses them one at a
  time; an effect that puts several cards into the battle zone makes them all pending, then
  puts them one at a time, each being released once its own put is processed. Before
  2022-09-14 an effect's puts were not pending, and where spells selected but not yet cast
  were was not settled (裁定の変遷).

  Background:
    Given it is player A's turn

  @ex:PEND-EX-06 @ex:PEND-RULE-15 @cr:409.1f
  Scenario: 轟破天九十九語: the mana evolution finds no source, every other creature of the mana zone being pending
    004 ルール 例4: 「--例4：[[《キングダム・オウ禍武斗／轟破天九十九語》]]の呪文側を唱えた時、後述の通り、
    マナゾーンのすべてのクリーチャーが保留状態になるため、[[マナ進化]]クリーチャーは進化元を選べず出せない。」
    (Q&A 42630). 密林の総督ハックル・キリンソーヤ (マナ進化: a nature creature of your mana zone) is put
    first; 青銅の鎧, the only other creature, is pending, so ハックル stays in the mana zone; 青銅の鎧
    then enters (its enter ability ignored by the spell). The spell is the catalog's spell-side
    entry of the twinpact. tcg-2021, recorded: an effect's puts were not pending, so ハックル
    takes 青銅の鎧 from the mana zone.

    Given player A's mana zone holds: 10 x フェアリー・ライフ, 密林の総督ハックル・キリンソーヤ, 青銅の鎧
    And player A's hand holds: 轟破天九十九語
    And player A will choose 密林の総督ハックル・キリンソーヤ then 青銅の鎧 to put into the battle zone
    When player A casts 轟破天九十九語
    Then under tcg 密林の総督ハックル・キリンソーヤ is in player A's mana zone
    And under tcg player A's battle zone holds, left to right: 青銅の鎧
    And under tcg 青銅の鎧's ability does not trigger
    And under tcg-2021 player A's battle zone holds, left to right: 密林の総督ハックル・キリンソーヤ on 青銅の鎧

  @ex:PEND-EX-07 @ex:PEND-RULE-15
  Scenario: 轟破天九十九語: the first mana evolution stays in the mana zone and becomes the second one's source
    004 ルール: 「--上記の例4のケースにおいて、最初の1体目は例4の通り、進化元を選べずマナゾーンにとどまるが、
    出す処理をしたことによって保留状態ではなくなるため、もし2体目のマナ進化クリーチャーがあれば、保留状態を
    解除され、マナゾーンにある1体目のクリーチャーを進化元にして出すことができる。」 「出す処理を終えたカード
    から順次保留状態が解除される。」 Two different mana evolutions so the order shows:
    ハックル (first) fails and is released; 超神龍バリアント・バデス (マナ進化GV, up to three nature
    creatures) then takes ハックル; its power is the power of the cards under it. tcg-2021,
    recorded: ハックル takes バデス while it is still an ordinary mana card.

    Given player A's mana zone holds: 10 x フェアリー・ライフ, 密林の総督ハックル・キリンソーヤ, 超神龍バリアント・バデス
    And player A's hand holds: 轟破天九十九語
    And player A will choose 密林の総督ハックル・キリンソーヤ then 超神龍バリアント・バデス to put into the battle zone
    When player A casts 轟破天九十九語
    Then under tcg player A's battle zone holds, left to right: 超神龍バリアント・バデス on 密林の総督ハックル・キリンソーヤ
    And under tcg player A's mana zone has 10 cards
    And under tcg 超神龍バリアント・バデス's power is 5000
    And under tcg-2021 player A's battle zone holds, left to right: 密林の総督ハックル・キリンソーヤ on 超神龍バリアント・バデス

  @ex:PEND-RULE-14 @ex:PEND-HIST-09 @cr:409.1e
  Scenario: 魔導管理室 カリヤドネ casts two クローン・バイス from the graveyard: the one not yet cast is pending
    004 ルール: 「-1つの[[効果]]によって複数枚のカードを同時に[[使う]]場合、それらをすべて保留状態になった後、
    1枚ずつ使う。」 裁定の変遷: 「それまでは[[《魔導管理室 カリヤドネ》>《魔導管理室 カリヤドネ／ハーミット・
    サークル》]]で複数枚の[[呪文]]を[[唱える]]際、効果の対象になったが唱えていない[[呪文]]がどの[[ゾーン]]に
    あるのか裁定が曖昧で…」 Both クローン・バイス are pending before the first is cast: the first
    counts no クローン・バイス in any graveyard (1 discard), then goes to the bottom of the deck
    (カリヤドネ's text); the second counts none either (1 discard): 2 in all. Cast one at a
    time, the first would have counted the second (3 in all). カリヤドネ is put by an effect
    (its シンパシー is not modelled). tcg-2021: the spell being cast is in the nowhere zone
    (裁定の変遷: a used card went there), which is asserted; where the one selected but not yet
    cast was, the source leaves unsettled (「裁定が曖昧」) — recorded only: the engine's reading
    moves both to the nowhere zone as the effect begins, which gives the same counts.

    Given player A's graveyard holds: クローン・バイス, クローン・バイス
    And player A's hand holds: 魔導管理室 カリヤドネ／ハーミット・サークル
    And player B's hand holds: 5 x 予言者リュゾル
    And player A will cast クローン・バイス and クローン・バイス from the graveyard
    When an effect puts 魔導管理室 カリヤドネ／ハーミット・サークル from player A's hand into the battle zone
    Then while クローン・バイス resolves, under tcg player A's graveyard has 0 cards
    And while クローン・バイス resolves, under tcg player A's graveyard holds: クローン・バイス (pending), クローン・バイス (pending)
    And while クローン・バイス resolves, under tcg-2021 クローン・バイス is in player A's nowhere zone
    And under tcg player B's hand has 3 cards
    And under tcg the bottom 2 cards of player A's deck are, top to bottom: クローン・バイス, クローン・バイス
