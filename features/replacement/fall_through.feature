@replacement
Feature: A replacement that cannot produce its result gives way to the next
  000 適用する置換効果の決定: "優先的に適用されようとする置換効果について、置換後の効果を発生
  させられない場合は、より劣る優先度の置換効果を適用しようとする". The TCG agrees in effect:
  an effect that can't be carried out can't be used (601.1a, 2023-08-10), so the player is
  not offered it.

  @ex:DMPS-REPL-02 @tcg-general
  Scenario: No shield to add: the escape (priority 2) can't be used, so 霊樹幻獣カラフール's applies
    The escape that Dの楽園 サイケデリック・ガーデン gives 紅神龍メルガルス would add one of player
    A's shields to the hand; player A has none, so the next replacement, 霊樹幻獣カラフール's
    (priority 4), applies.

    Given it is player A's turn
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 霊樹幻獣カラフール, 紅神龍メルガルス
    When an effect of player B's destroys 紅神龍メルガルス
    Then under dmps and dmps-old Dの楽園 サイケデリック・ガーデン's replacement ability was not usable
    And under dmps and dmps-old 紅神龍メルガルス is in player A's mana zone
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability applies
    And under tcg Dの楽園 サイケデリック・ガーデン's replacement ability was not usable
    And under tcg in some choice of replacement effects, 紅神龍メルガルス is in player A's mana zone

  @ex:DMPS-REPL-02 @tcg-general
  Scenario: With a shield to add, the escape applies first
    The contrast: the same board with one shield. The escape produces its result and, being
    priority 2, comes before 霊樹幻獣カラフール's priority 4.

    Given it is player A's turn
    And player A has 1 shield
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 霊樹幻獣カラフール, 紅神龍メルガルス
    When an effect of player B's destroys 紅神龍メルガルス
    Then under dmps and dmps-old Dの楽園 サイケデリック・ガーデン's replacement ability was usable
    And under dmps and dmps-old 紅神龍メルガルス is in player A's battle zone
    And under dmps and dmps-old player A has 0 shields
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability does not apply
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg player A chooses among the replacement effects of: Dの楽園 サイケデリック・ガーデン, 霊樹幻獣カラフール
