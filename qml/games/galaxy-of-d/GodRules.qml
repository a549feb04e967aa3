import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The rules of Galaxy of D: the rulebook's rules in short, and, marked "Our reading"
// (RulesText.reading), Starboard's choices where the rulebook is silent, unclear or
// refers to a lost picture (docs/rules/galaxy-of-d.md, section by section).
ScrollView {
    id: page

    implicitWidth: 560
    implicitHeight: 600
    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: page.availableWidth
        spacing: 12

        component Heading: Label {
            Layout.fillWidth: true
            Layout.topMargin: 6
            color: Theme.accent
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }

        Heading {
            text: qsTr("Galaxy of D")
            font.pixelSize: 24
        }
        RulesLegend {}
        RulesText {
            text: qsTr("Two commanders, the Redog (red) and the Cynder (blue), fight over a galaxy of hexagonal sectors. Destroy the enemy Starbase while keeping yours: a Starbase at 0 armor loses the game. Both Starbases lose 1 armor at the end of their own turns, so there is no time to waste.")
        }
        Heading {
            //: Galaxy of D's rules beside the board: a heading: how the game is set up (a noun).
            text: qsTr("Setup")
        }
        RulesText {
            text: qsTr("A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A die decides the starting money. The players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret; both purchases are revealed together.")
        }
        RulesText {
            reading: true
            text: qsTr("the Things are placed at random (face down, nobody knows what they place); a coin replaces rock-paper-scissors. The First Turn Player buys first; the other never sees that purchase, and the log does not tell how many ships either bought until both are revealed.")
        }
        RulesText {
            text: qsTr("The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.")
        }
        Heading {
            //: Galaxy of D's rules beside the board: a heading: what a player does on a turn.
            text: qsTr("Your turn")
        }
        RulesText {
            text: qsTr("<b>1. Movement.</b> Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships or pirates stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.")
        }
        RulesText {
            reading: true
            text: qsTr("the enemy Starbase alone does not stop a ship (the rulebook says nothing of it): a Bomber can hit an unguarded Starbase and fly on, and it hits each time it enters. Ships move one sector at a time, in any order. Freighters load and sell in every sector they enter, also in the middle of a move.")
        }
        RulesText {
            text: qsTr("<b>2. Combat.</b> Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side's attack score is the sum of its ships' attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase's owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.")
        }
        RulesText {
            reading: true
            text: qsTr("the player whose turn it is chooses losses first, then the other; nobody is asked when there is no real choice. The pirates choose their losses by a fixed rule: a ship that can absorb all that is left (the smallest such), otherwise the toughest.")
        }
        RulesText {
            text: qsTr("<b>3. Pirates.</b> A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives. Targets at the same distance are chosen by a die, and so is the way around a Starbase.")
        }
        RulesText {
            reading: true
            text: qsTr("\"nearest\" is counted straight through the galaxy, as if the Starbases were not there (as in the rulebook's example), while the pirate's path goes around them. The two pirates are a Cruiser Pirate and a Scavenger Pirate, with those ships' figures.")
        }
        RulesText {
            text: qsTr("<b>4. Buy.</b> Buy ships with your money (at most as many of a type as there are chits); they appear on your Starbase.")
        }
        RulesText {
            text: qsTr("<b>5. Production.</b> Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else's are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.")
        }
        Heading {
            //: Galaxy of D's rules beside the board: a heading: the ship types.
            text: qsTr("The ships")
        }
        RulesText {
            text: qsTr("Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.")
        }
        RulesText {
            reading: true
            text: qsTr("the chits per side (28 in all): 6 Interceptors, 5 Scavengers, 4 Freighters, 4 Cruisers, 4 Bombers, 3 Assassins, 2 Destroyers; destroyed ships can be bought again.")
        }
        Heading {
            //: Galaxy of D's rules beside the board: a heading: what a player does not see of the
            //: other (secret purchases).
            text: qsTr("Hidden information")
        }
        RulesText {
            text: qsTr("You see only the top ship of an enemy stack. In a combat every ship is revealed.")
        }
        RulesText {
            reading: true
            text: qsTr("the top ship is the last to arrive, unless its owner puts another ship of the stack on top (\"Put on top\" in the selected stack, while it is your decision in your own turn). How many ships a stack holds is public. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.")
        }
        RulesText {
            text: qsTr("Either player may concede at any time.")
        }
    }
}
