import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules of Galaxy of D in our own words, with Starboard's choices where the rulebook
// is silent (docs/rules/galaxy-of-d.md).
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
            color: "#f2c14e"
            font.pixelSize: 18
            font.bold: true
            wrapMode: Text.WordWrap
        }
        component Body: Label {
            Layout.fillWidth: true
            color: "#e8ecf4"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
            textFormat: Text.StyledText
            lineHeight: 1.15
        }

        Heading {
            text: qsTr("Galaxy of D")
            font.pixelSize: 24
        }
        Body {
            text: qsTr("Two commanders, the Redog (red) and the Cynder (blue), fight over a galaxy of hexagonal sectors. Destroy the enemy Starbase while keeping yours: a Starbase at 0 armor loses the game. Both Starbases lose 1 armor at the end of their own turns, so there is no time to waste.")
        }
        Heading {
            text: qsTr("Setup")
        }
        Body {
            text: qsTr("A die decides how many Things (planets, asteroids, pirates) join the Spaceport; they are placed at random, never next to each other. The cargo price is 4 times the distance from the Spaceport to the nearest planet. A coin decides the First Turn Player, a die the starting money. Then the players bid for the right to place their Starbase first (only the winner pays), place the Starbases (not on or next to a Thing, at least 3 sectors apart) and buy their starting ships in secret.")
        }
        Body {
            text: qsTr("The quick setup uses the Spaceport, two planets and two asteroids, no pirates, no bidding and $15 each.")
        }
        Heading {
            text: qsTr("Your turn")
        }
        Body {
            text: qsTr("<b>1. Movement.</b> Move each ship up to its speed (slow 1, medium 2, fast 3). A ship that enters a sector with enemy ships, pirates or the enemy Starbase stops there. A Bomber entering the enemy Starbase deals 10 damage at once. An empty Freighter entering a planet loads cargo; a loaded Freighter entering the Spaceport sells it for the cargo price.")
        }
        Body {
            text: qsTr("<b>2. Combat.</b> Every sector with your ships or Starbase and another side fights once, in the order you choose. Each side's attack score is the sum of its ships' attack (Bombers add nothing; a Starbase adds 3). Each side absorbs the highest enemy score by choosing its ships one at a time: a ship whose armor is at most what is left is destroyed; a tougher ship absorbs the rest and survives. Attack left over against a Starbase's owner damages the Starbase. Survivors are fully repaired. A surviving Scavenger earns $1 for every enemy ship destroyed in that combat.")
        }
        Body {
            text: qsTr("<b>3. Pirates.</b> A pirate sharing a sector with ships fights there. Otherwise it moves on a die roll of 1 to 3, up to its speed, toward the nearest ships (never into a Starbase, never after ships in one) and fights when it arrives.")
        }
        Body {
            text: qsTr("<b>4. Buy.</b> Buy ships with your money (at most as many of a type as there are chits: 28 per side); they appear on your Starbase.")
        }
        Body {
            text: qsTr("<b>5. Production.</b> Every planet ($2) and asteroid ($1) you hold pays you; you hold it when your ships are there and nobody else's are. Your Starbase pays $1 and loses 1 armor. You can never have more than $25.")
        }
        Heading {
            text: qsTr("The ships")
        }
        Body {
            text: qsTr("Interceptor $2, fast, attack 2, armor 2 · Scavenger $3, medium, 3/3, earns money for kills · Freighter $4, medium, 1/4, carries cargo · Cruiser $5, medium, 5/8 · Bomber $6, medium, attacks Starbases only (10 damage), armor 3 · Assassin $7, fast, 9/5 · Destroyer $8, slow, 10/16.")
        }
        Heading {
            text: qsTr("Hidden information")
        }
        Body {
            text: qsTr("You see only the top ship of an enemy stack (the last to arrive) and how many ships it holds. In a combat every ship is revealed. In a game between two people at one screen, the board is covered whenever it passes from one player to the other.")
        }
        Body {
            text: qsTr("Either player may concede at any time.")
        }
    }
}
